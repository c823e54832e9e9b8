/** A deleted cadre's archive, read-only, over the recycle bin (GET cadreAppman/{id}/archive). */
import { useMemo } from 'react';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { useRecordLoad } from '../../../crud/form/useRecordLoad.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { deletedCadreArchive } from '../archive/archiveApi.ts';
import { variantOf } from '../archive/archiveVariant.ts';
import { CadreArchive } from '../archive/CadreArchive.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { platform } from '../../../../model/i18n/platform.ts';

function Archive({ id }: { id: string }) {
  const t = useT(cadrePages, crud, crudViews, platform);
  const load = useMemo(() => (cadreId: string, signal: AbortSignal) => deletedCadreArchive(cadreId, signal), []);
  const { state, reload } = useRecordLoad(id, load);
  if (state.kind === 'missing') return <EmptyState message={t('empty.noResultForId')} />;
  if (state.kind === 'failed') return <ErrorState message={state.message} onRetry={reload} />;
  if (state.kind === 'loading') return <p aria-busy className="p-8 text-center text-sm text-muted">{t('crud.loading')}</p>;
  return (
    <CadreArchive
      archive={state.record}
      variant={variantOf(state.record.cadre.retirementType)}
      area={null}
      notice={<p role="note" className="rounded border border-line bg-canvas px-4 py-2 text-sm text-muted">{t('cadrePages.appman.readOnly')}</p>}
    />
  );
}

export function DeletedArchiveDialog({ record, onClose }: { record: WireRecord | null; onClose(): void }) {
  const t = useT(cadrePages, crud, crudViews, platform);
  return (
    <Dialog
      open={record !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('cadrePages.appman.archiveTitle', { name: String(record?.realName ?? '') })}
      closeLabel={t('crud.close')}
      className="w-[1100px]"
      footer={<Button onClick={onClose}>{t('crud.close')}</Button>}
    >
      {record ? <Archive id={record.id} /> : null}
    </Dialog>
  );
}
