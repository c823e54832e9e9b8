/**
 * 全部信息 (/retiredCadres/allInfo): the cadre list of the crud views (search, columns, export, import,
 * saved views, ...) whose names and 详情 open each person's whole archive (allInfoDetail). Adding and
 * editing go to the cadre's own crud pages: those of 基本信息, or of 信息维护 for a user who holds only that.
 */
import { cadre } from '../../../../model/resources/cadre.ts';
import { CrudList } from '../../../crud/index.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import type { PageProps } from '../../../router/pageProps.ts';
import { useGrantedMenu } from '../../../router/grantedMenu.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const CADRE_PAGES = ['/retiredCadres/baseInfo', '/retiredVeteranCadres/essentialInformation'];
const RECORDS = '/retiredCadres/baseInfoRecord';

const archivePath = (id: string) => `/retiredCadres/allInfoDetail/${encodeURIComponent(id)}`;

export default function AllInfoPage(_: PageProps) {
  const t = useT(cadrePages);
  const { granted } = useGrantedMenu();
  const basePath = CADRE_PAGES.find((path) => granted.has(path)) ?? CADRE_PAGES[0]!;
  return (
    <div className="flex flex-col">
      {granted.has(RECORDS) ? (
        <nav aria-label={t('cadrePages.archive.related')} className="flex justify-end px-4 pt-3">
          <AppLink to={RECORDS} className="text-sm text-primary hover:underline">{t('cadrePages.downloads.recordsTitle')}</AppLink>
        </nav>
      ) : null}
      <CrudList resource={cadre} basePath={basePath} params={{}} detailPath={archivePath} />
    </div>
  );
}
