/**
 * The archive on paper (打印档案): the crud detail page's print root (usePrintRoot) leaves the shell off the
 * page; this stylesheet lays the archive out as a dossier on A4: a title with the date printed, the header
 * with the photo, then every tab's records one after another under their headings, without tabs, links
 * or buttons. Plain CSS on data attributes rather than utility classes, so that tests read the same rules.
 */
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import { useT } from '../../../i18n/locale.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export const DOSSIER_CSS = `
[data-dossier] [data-print-only] { display: none; }
@media print {
  @page { size: A4; margin: 12mm 14mm; }
  [data-dossier] { font-size: 10.5pt; }
  [data-dossier] [data-print-only] { display: block !important; }
  [data-dossier] [data-screen-only], [data-dossier] [role=tablist] { display: none !important; }
  [data-dossier] [role=tabpanel] { display: block !important; margin-top: 5mm; }
  [data-dossier] h2[data-print-only] { break-after: avoid; border-bottom: 1px solid #333; padding-bottom: 1mm; margin-bottom: 3mm; font-size: 12pt; font-weight: 600; }
}`;

/** The dossier's title, on paper only. */
export function DossierTitle({ name }: { name: string }) {
  const t = useT(cadrePages);
  return (
    <div data-print-only className="text-center">
      <p className="text-xl font-semibold">{t('cadrePages.archive.dossierTitle')}</p>
      <p className="text-xs">{t('cadrePages.archive.printedAt', { name, time: formatDateTime(new Date().toISOString()) })}</p>
    </div>
  );
}
