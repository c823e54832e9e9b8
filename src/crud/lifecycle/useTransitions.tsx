/**
 * Lifecycle moves of a record (publish, withdraw...): those allowed from its state that the user holds,
 * and running one: a confirmation, or a dialog for the reason the move needs, then
 * PUT {resource}/{id}/{transition} with the version read. The request layer shows failures (a 409 says
 * someone changed the record); `onDone` reloads what the caller shows.
 */
import { useCallback, useRef, useState } from 'react';
import type { ResourceDef, Transition } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { confirm } from '../../ui/confirm.ts';
import { showToast } from '../../ui/toastStore.ts';
import { notifyChanged } from '../changes.ts';
import { lazyPart, Mounted } from '../lazyPart.tsx';
import { transition as runTransition, type WireRecord } from '../recordApi.ts';
import type { Can, Me } from '../usePermissions.ts';
import { reviewAllowsMove } from './reviewAllows.ts';
import { crud } from '../../../model/i18n/crud.ts';

/** The dialog asking for a move's reason, downloaded when a move first needs one. */
const ReasonDialog = lazyPart(() => import('./ReasonDialog.tsx').then((m) => m.ReasonDialog));

/** The transitions the user may run on this record now (`me`: who they are, for a reviewed lifecycle). */
export function allowedTransitions(def: ResourceDef, record: Readonly<Record<string, unknown>>, can: Can, me?: Me): Transition[] {
  const lifecycle = def.lifecycle;
  if (!lifecycle) return [];
  const state = String(record[lifecycle.field] ?? '');
  return lifecycle.transitions.filter((t) => t.from.includes(state) && can(t.permission ?? def.permissions.edit) && reviewAllowsMove(def, record, t, me));
}

export function useTransitions(def: ResourceDef, onDone?: (record: WireRecord) => void) {
  const t = useT(crud);
  const [asking, setAsking] = useState<{ record: WireRecord; move: Transition } | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const title = (record: WireRecord) => String(record[def.titleField] ?? '');

  async function send(record: WireRecord, move: Transition, why?: string): Promise<boolean> {
    setBusy(true);
    try {
      const moved = await runTransition(def.name, record.id, move.name, { version: record.version, ...(why ? { reason: why } : {}) });
      showToast(t('crud.transitionDone', { action: t.label(move.label) }), 'success');
      notifyChanged(def.name);
      onDone?.(moved);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function begin(record: WireRecord, move: Transition): Promise<void> {
    if (move.needsReason) {
      setReason('');
      setError(undefined);
      setAsking({ record, move });
      return;
    }
    if (await confirm(t('crud.transitionConfirm', { action: t.label(move.label), title: title(record) }))) await send(record, move);
  }

  // Stable, so that memoised table rows holding it do not re-render.
  const latest = useRef(begin);
  latest.current = begin;
  const start = useCallback((record: WireRecord, move: Transition) => latest.current(record, move), []);

  async function submit(): Promise<void> {
    if (!asking) return;
    if (!reason.trim()) {
      setError(t('crud.reasonRequired'));
      return;
    }
    if (await send(asking.record, asking.move, reason.trim())) setAsking(null);
  }

  const dialog = (
    <Mounted when={asking !== null}>
      <ReasonDialog
        open={asking !== null}
        title={asking ? t('crud.transitionTitle', { action: t.label(asking.move.label), title: title(asking.record) }) : ''}
        reason={reason}
        error={error}
        busy={busy}
        onReason={setReason}
        onCancel={() => setAsking(null)}
        onSubmit={() => void submit()}
      />
    </Mounted>
  );
  return { start, dialog };
}
