/**
 * Export with the list's filters: starts the server's background job, shows its progress, then downloads
 * the file through a single-use ticket link. Closing the dialog leaves the job running; the file stays in
 * the user's download records.
 */
import { useState } from 'react';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import type { PageQuery } from '../../http/api/resource.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Progress } from '../../ui/progress.tsx';
import { downloadLink, downloadRecord, startExport, type DownloadRecord } from '../../http/api/exports.ts';
import { openDownload } from '../files/download.ts';
import { usePoll } from '../usePoll.ts';

type Phase = { kind: 'idle' } | { kind: 'running'; jobId: string; job: DownloadRecord | null } | { kind: 'done'; job: DownloadRecord } | { kind: 'failed'; message: string };

export function ExportButton({ def, query }: { def: ResourceDef; query: PageQuery }) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      const { jobId } = await startExport(def.name, query);
      setPhase({ kind: 'running', jobId, job: null });
    } catch {
      // The request layer has shown why.
    } finally {
      setStarting(false);
    }
  }

  usePoll(phase.kind === 'running', async () => {
    if (phase.kind !== 'running') return true;
    const job = await downloadRecord(phase.jobId);
    if (job.status === 'generating') {
      setPhase({ kind: 'running', jobId: phase.jobId, job });
      return false;
    }
    if (job.status === 'ready') {
      const { url } = await downloadLink(phase.jobId);
      openDownload(url);
      setPhase({ kind: 'done', job });
    } else setPhase({ kind: 'failed', message: job.error || t(job.status === 'expired' ? 'crud.exportExpired' : 'crud.exportFailed') });
    return true;
  });

  const running = phase.kind === 'running' ? phase.job : null;
  return (
    <>
      <Button onClick={() => void start()} disabled={starting || phase.kind === 'running'}>
        {t('crud.export')}
      </Button>
      <Dialog
        open={phase.kind !== 'idle'}
        onOpenChange={(open) => !open && setPhase({ kind: 'idle' })}
        title={t('crud.exportTitle', { label: t.label(def.label) })}
        closeLabel={t('crud.close')}
        footer={<Button onClick={() => setPhase({ kind: 'idle' })}>{phase.kind === 'running' ? t('crud.runInBackground') : t('crud.close')}</Button>}
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
    </>
  );
}
