/** 下载记录 (/retiredCadres/downloadRecord): the export centre's files of the user, to download again while they are kept. */
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { DownloadList } from './DownloadList.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export default function DownloadsPage(_: PageProps) {
  const t = useT(cadrePages);
  return (
    <section aria-labelledby="cadre-downloads-title" className="flex flex-col gap-3 p-4">
      <h1 id="cadre-downloads-title" className="text-lg font-semibold text-ink">{t('cadrePages.downloads.title')}</h1>
      <p className="text-sm text-muted">{t('cadrePages.downloads.help')}</p>
      <DownloadList />
    </section>
  );
}
