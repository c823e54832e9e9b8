/**
 * 编办同步 (/retiredVeteranCadres/synchronous): upload a feed of the staffing office to compare with the
 * archive, and the comparisons made so far. Hidden from Shaoxing's users by spec section 6's rule (the menu
 * and the router do that; this page does not ask).
 */
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { SyncBatches } from './SyncBatches.tsx';
import { SyncUpload } from './SyncUpload.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export default function SyncPage(_props: PageProps) {
  const t = useT(cadrePages);
  return (
    <section aria-labelledby="sync-title" className="flex flex-col gap-4 p-4">
      <h1 id="sync-title" className="sr-only">{t('cadrePages.sync.title')}</h1>
      <SyncUpload />
      <SyncBatches />
    </section>
  );
}
