/**
 * Moving an organisation, with everything below it, under another parent chosen in the org picker (the
 * organisation and its subtree are not offered). The server checks the rest (within scope, enabled parent,
 * levels) and its refusal stays in the dialog.
 */
import { useId, useState } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { OrgPicker } from '../../../crud/org/OrgPicker.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { formClient } from '../../../session/formClient.ts';
import { useSubmit } from '../../../http/useSubmit.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { moveOrg, type OrgRecord } from './orgApi.ts';
import { FormFooter } from '../../../crud/form/FormFooter.tsx';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export interface OrgMoveDialogProps {
  org: OrgRecord;
  onClose(): void;
  onMoved(org: OrgRecord): void;
}

export function OrgMoveDialog({ org, onClose, onMoved }: OrgMoveDialogProps) {
  const t = useT(crudViews, systemPages);
  const formId = useId();
  const [parentId, setParentId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { busy, problem, setProblem, run } = useSubmit({ fields: ['parentId'], show: ([refused]) => setError(refused!.message) });

  async function move() {
    setProblem('');
    if (!parentId) return setError(t('systemPages.unit.moveTargetRequired'));
    await run(async () => {
      const moved = await moveOrg(org.id, parentId, formClient());
      showToast(t('systemPages.unit.moved', { name: org.name }), 'success');
      onMoved(moved);
    });
  }

  const title = t('systemPages.unit.moveTitle', { name: org.name });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t('systemPages.unit.moveHelp')}
      closeLabel={t('crud.close')}
      footer={
        <FormFooter formId={formId} onCancel={onClose} busy={busy} submit={t('systemPages.unit.moveConfirm')} />
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          void move();
        }}
        className="flex flex-col gap-4"
      >
        <FormAlert message={problem} />
        <p className="flex flex-col gap-1 text-sm">
          <span className="text-ink">{t('systemPages.unit.currentParent')}</span>
          <span className="flex h-8 items-center rounded border border-line bg-canvas px-2.5 text-muted">{org.parentIdName ?? '—'}</span>
        </p>
        <Field label={t('systemPages.unit.newParent')} required error={error}>
          {(ids) => (
            <OrgPicker
              id={ids.id}
              aria-describedby={ids.describedBy}
              invalid={ids.invalid}
              exclude={org.id}
              clearable={false}
              value={parentId ? [parentId] : []}
              onChange={(v) => {
                setParentId(v[0] ?? null);
                setError(undefined);
              }}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
