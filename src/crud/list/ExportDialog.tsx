/** The export's dialog (ExportButton.tsx): follows the job, then opens its file's single-use link. */
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Progress } from '../../ui/progress.tsx';
import type { DownloadRecord } from '../../../model/downloadRecord.ts';
import { downloadLink, downloadRecord } from '../../http/api/exports.ts';
import { openDownload } from '../files/download.ts';
import { usePoll } from '../usePoll.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export type ExportPhase =
  | { kind: 'idle' }
  | { kind: 'running'; jobId: string; job: DownloadRecord | null }
  | { kind: 'done'; job: DownloadRecord }
  | { kind: 'failed'; message: string };

export function ExportDialog({ def, phase, onPhase }: { def: ResourceDef; phase: ExportPhase; onPhase(phase: ExportPhase): void }) {
  const t = useT(crudViews);

  usePoll(phase.kind === 'running', async () => {
    if (phase.kind !== 'running') return true;
    const job = await downloadRecord(phase.jobId);
    if (job.status === 'generating') {
      onPhase({ kind: 'running', jobId: phase.jobId, job });
      return false;
    }
    if (job.status === 'ready') {
      const { url } = await downloadLink(phase.jobId);
      openDownload(url);
      onPhase({ kind: 'done', job });
    } else onPhase({ kind: 'failed', message: job.error || t(job.status === 'expired' ? 'crud.exportExpired' : 'crud.exportFailed') });
    return true;
  });

  const running = phase.kind === 'running' ? phase.job : null;
  return (
    <Dialog
      open={phase.kind !== 'idle'}
      onOpenChange={(open) => !open && onPhase({ kind: 'idle' })}
      title={t('crud.exportTitle', { label: t.label(def.label) })}
      closeLabel={t('crud.close')}
      footer={<Button onClick={() => onPhase({ kind: 'idle' })}>{phase.kind === 'running' ? t('crud.runInBackground') : t('crud.close')}</Button>}
    >
      <div aria-live="polite" className="flex flex-col gap-3 text-sm">
        {phase.kind === 'running' ? (
          <>
            <p>{t('crud.exportRunning', { rows: running?.rows ?? 0 })}</p>
            <Progress value={running?.progress ?? 0} label={t('crud.exportProgress')} />
          </>
        ) : null}
        {phase.kind === 'done' ? <p>{t('crud.exportDone', { rows: phase.job.rows, file: phase.job.fileName })}</p> : null}
        {phase.kind === 'failed' ? <p role="alert" className="text-danger">{phase.message}</p> : null}
      </div>
    </Dialog>
  );
}
