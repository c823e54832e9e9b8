/**
 * Export with the list's filters: starts the server's background job, shows its progress, then downloads
 * the file through a single-use ticket link. Closing the dialog leaves the job running; the file stays in
 * the user's download records. The dialog (ExportDialog.tsx) is downloaded on the first click, while the
 * job starts.
 */
import { useState } from 'react';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import type { PageQuery } from '../../http/api/resource.ts';
import { startExport } from '../../http/api/exports.ts';
import { Button } from '../../ui/button.tsx';
import { lazyPart, Mounted } from '../lazyPart.tsx';
import type { ExportPhase } from './ExportDialog.tsx';
import { crud } from '../../../model/i18n/crud.ts';

const ExportDialog = lazyPart(() => import('./ExportDialog.tsx').then((m) => m.ExportDialog));

export function ExportButton({ def, query }: { def: ResourceDef; query: PageQuery }) {
  const t = useT(crud);
  const [phase, setPhase] = useState<ExportPhase>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    ExportDialog.preload();
    try {
      const { jobId } = await startExport(def.name, query);
      setPhase({ kind: 'running', jobId, job: null });
    } catch {
      // The request layer has shown why.
    } finally {
      setStarting(false);
    }
  }

  return (
    <>
      <Button onClick={() => void start()} disabled={starting || phase.kind === 'running'}>
        {t('crud.export')}
      </Button>
      <Mounted when={phase.kind !== 'idle'}>
        <ExportDialog def={def} phase={phase} onPhase={setPhase} />
      </Mounted>
    </>
  );
}
