/**
 * Import from .xlsx: the template to fill in, the upload, a preview of every row (new, changed, invalid
 * with its errors), then the commit of the valid rows (all or nothing) with its progress, and the invalid
 * rows as the same sheet annotated with their errors, to correct and upload again.
 */
import { useId, useState } from 'react';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Progress } from '../../ui/progress.tsx';
import { notifyChanged } from '../changes.ts';
import { commitImport, importErrorsLink, importRecord, importTemplate, uploadImport, type ImportPreview, type ImportRecord } from '../../http/api/imports.ts';
import { openDownload, saveFile } from '../files/download.ts';
import { usePoll } from '../usePoll.ts';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';
import { crudViews } from '../../../model/i18n/crudViews.ts';

type Phase =
  | { kind: 'choose' }
  | { kind: 'preview'; preview: ImportPreview }
  | { kind: 'committing'; preview: ImportPreview; job: ImportRecord | null }
  | { kind: 'done'; job: ImportRecord }
  | { kind: 'failed'; preview: ImportPreview; message: string };

export function ImportDialog({ def, open, onClose }: { def: ResourceDef; open: boolean; onClose(): void }) {
  const t = useT(crudViews);
  const fileId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPhase({ kind: 'choose' });
    setFile(null);
    onClose();
  };

  async function attempt(run: () => Promise<void>) {
    setBusy(true);
    try {
      await run();
    } catch {
      // The request layer has shown why; the dialog stays where it was.
    } finally {
      setBusy(false);
    }
  }

  const upload = () => attempt(async () => setPhase({ kind: 'preview', preview: await uploadImport(def.name, file!) }));
  const commit = (preview: ImportPreview) =>
    attempt(async () => {
      await commitImport(preview.batchId);
      setPhase({ kind: 'committing', preview, job: null });
    });
  const errorsFile = (batchId: string) => attempt(async () => openDownload((await importErrorsLink(batchId)).url));
  const template = () => attempt(async () => saveFile(await importTemplate(def.name), t('crud.importTemplateFile', { label: t.label(def.label) })));

  usePoll(phase.kind === 'committing', async () => {
    if (phase.kind !== 'committing') return true;
    const job = await importRecord(phase.preview.batchId);
    if (job.status === 'imported') {
      setPhase({ kind: 'done', job });
      notifyChanged(def.name);
      return true;
    }
    if (job.status === 'failed') {
      setPhase({ kind: 'failed', preview: phase.preview, message: job.error || t('crud.importFailed') });
      return true;
    }
    setPhase({ kind: 'committing', preview: phase.preview, job });
    return false;
  });

  const preview = phase.kind === 'preview' || phase.kind === 'committing' || phase.kind === 'failed' ? phase.preview : null;
  const footer = (
    <>
      {preview && preview.invalid > 0 && phase.kind !== 'committing' ? (
        <Button disabled={busy} onClick={() => void errorsFile(preview.batchId)}>{t('crud.importErrorsDownload', { count: preview.invalid })}</Button>
      ) : null}
      {phase.kind === 'preview' ? (
        <>
          <Button onClick={() => setPhase({ kind: 'choose' })}>{t('crud.importAgain')}</Button>
          <Button variant="primary" disabled={busy || phase.preview.valid === 0} onClick={() => void commit(phase.preview)}>
            {t('crud.importCommit', { count: phase.preview.valid })}
          </Button>
        </>
      ) : null}
      {phase.kind === 'choose' ? (
        <Button variant="primary" disabled={busy || !file} onClick={() => void upload()}>{t('crud.importUpload')}</Button>
      ) : null}
      <Button onClick={close}>{phase.kind === 'committing' ? t('crud.runInBackground') : t('crud.close')}</Button>
    </>
  );

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()} title={t('crud.importTitle', { label: t.label(def.label) })} closeLabel={t('crud.close')} footer={footer} className="w-[760px]">
      <div aria-live="polite" className="flex flex-col gap-3 text-sm">
        {phase.kind === 'choose' ? (
          <>
            <p className="text-muted">{t('crud.importHelp')}</p>
            <div>
              <Button variant="link" disabled={busy} onClick={() => void template()}>{t('crud.importTemplate')}</Button>
            </div>
            <label htmlFor={fileId} className="text-ink">{t('crud.importFile')}</label>
            <input
              id={fileId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="text-sm"
            />
          </>
        ) : null}
        {preview ? (
          <p>{t('crud.importSummary', { total: preview.total, created: preview.new, changed: preview.changed, unchanged: preview.unchanged, invalid: preview.invalid })}</p>
        ) : null}
        {phase.kind === 'preview' || phase.kind === 'failed' ? <ImportPreviewTable def={def} rows={phase.preview.rows} total={phase.preview.total} /> : null}
        {phase.kind === 'committing' ? (
          <>
            <p>{t('crud.importCommitting', { done: phase.job?.imported ?? 0, total: phase.preview.valid })}</p>
            <Progress value={phase.job?.progress ?? 0} label={t('crud.importProgress')} />
          </>
        ) : null}
        {phase.kind === 'done' ? <p role="status" className="text-success">{t('crud.importDone', { count: phase.job.imported })}</p> : null}
        {phase.kind === 'failed' ? <p role="alert" className="text-danger">{phase.message}</p> : null}
      </div>
    </Dialog>
  );
}
