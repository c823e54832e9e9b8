/**
 * Export of one dimension's table, or of every dimension (`dimension` null), with the page's filters: the
 * server writes the .xlsx at once (统计维度, 分组, 人数), which is fetched through the request layer as a
 * Blob and saved as the crud import's template is (src/crud/files/download.ts).
 */
import { useState } from 'react';
import { saveFile } from '../../../crud/files/download.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { useStatisticsContext } from './statisticsContext.ts';
import { downloadFigures, type DimensionName } from './statisticsApi.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

export function StatisticsExportButton({ dimension, title }: { dimension: DimensionName | null; title: string }) {
  const t = useT(cadrePages, crud);
  const { filters } = useStatisticsContext();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const blob = await downloadFigures(dimension, filters);
      saveFile(blob, dimension ? t('cadrePages.stats.exportFile', { title }) : t('cadrePages.stats.exportAllFile'));
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  }
  return dimension ? (
    // The visible word first, the table's name for screen readers after it (label in name, WCAG 2.5.3).
    <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
      {t('crud.export')}
      <span className="sr-only">{t('cadrePages.stats.exportWhat', { title })}</span>
    </Button>
  ) : (
    <Button variant="primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
      {t('cadrePages.stats.exportAll')}
    </Button>
  );
}
