/**
 * Reviewing one self-entry (button cadreSelfEntry_review): the entry as it stands, compared with the person
 * on file of the same name and birth date if there is one, and the review moves of its lifecycle: 受理,
 * 审核通过 (into the archive), 退回 with a reason the filler will see.
 */
import { useEffect, useState } from 'react';
import { cadre } from '../../../../model/resources/cadre.ts';
import { notifyChanged } from '../../../crud/changes.ts';
import { StatusBadge } from '../../../crud/lifecycle/StatusBadge.tsx';
import { allowedTransitions, useTransitions } from '../../../crud/lifecycle/useTransitions.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { resourceApi } from '../../../http/api/resource.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { ArchiveComparison } from './ArchiveComparison.tsx';
import { archiveMatches } from './archiveMatch.ts';
import { SELF_ENTRY } from './selfEntryView.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';

const entries = resourceApi<WireRecord>(SELF_ENTRY.name);

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; entry: WireRecord; matches: WireRecord[] | null };

export function SelfEntryReview({ entry, onClose }: { entry: WireRecord | null; onClose(): void }) {
  const t = useT(cadrePages, crud, crudViews);
  const can = usePermissions();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const comparable = can(cadre.permissions.view);

  const transitions = useTransitions(SELF_ENTRY, (moved) => {
    if (moved.status === 'normal') notifyChanged(cadre.name);
    if (moved.status === 'normal' || moved.status === 'rejected') onClose();
    else setLoaded((l) => (l.kind === 'ready' ? { ...l, entry: moved } : l));
  });

  useEffect(() => {
    if (!entry) return;
    const controller = new AbortController();
    setLoaded({ kind: 'loading' });
    (async () => {
      const fresh = await entries.get(entry.id, { signal: controller.signal });
      const matches = comparable ? await archiveMatches(fresh, controller.signal) : null;
      if (!controller.signal.aborted) setLoaded({ kind: 'ready', entry: fresh, matches });
    })().catch(() => !controller.signal.aborted && setLoaded({ kind: 'failed' }));
    return () => controller.abort();
  }, [entry, comparable]);

  const name = String(entry?.realName ?? '');
  const ready = loaded.kind === 'ready' ? loaded : null;
  const match = ready?.matches?.[0] ?? null;
  const moves = ready ? allowedTransitions(SELF_ENTRY, ready.entry, can).filter((m) => m.name !== 'submit') : [];

  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('cadrePages.selfEntry.reviewTitle', { name })}
      closeLabel={t('crud.close')}
      className="w-[960px]"
      footer={
        <>
          {ready
            ? moves.map((move) => (
                <Button key={move.name} variant={move.name === 'approve' ? 'primary' : move.name === 'reject' ? 'danger' : 'default'} onClick={() => void transitions.start(ready.entry, move)}>
                  {t.label(move.label)}
                </Button>
              ))
            : null}
          <Button onClick={onClose}>{t('crud.close')}</Button>
        </>
      }
    >
      {loaded.kind === 'loading' ? <p aria-busy className="py-6 text-center text-sm text-muted">{t('crud.loading')}</p> : null}
      {loaded.kind === 'failed' ? <p role="alert" className="py-6 text-center text-sm text-danger">{t('cadrePages.selfEntry.loadFailed')}</p> : null}
      {ready ? (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm text-ink">
            {t('cadrePages.selfEntry.state')}
            <StatusBadge def={SELF_ENTRY} state={ready.entry.status} />
          </p>
          <p role="note" className={match ? 'rounded border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-ink' : 'rounded border border-line bg-canvas px-3 py-2 text-sm text-ink'}>
            {!comparable
              ? t('cadrePages.selfEntry.cannotCompare')
              : match
                ? t('cadrePages.selfEntry.matchFound', { unit: String(match.manageOrgIdName ?? match.manageOrgId ?? ''), count: ready.matches!.length })
                : t('cadrePages.selfEntry.noMatch')}
          </p>
          {moves.length === 0 ? <p className="text-sm text-muted">{t('cadrePages.selfEntry.nothingToDo')}</p> : null}
          {/* Scrolls on its own, reachable by keyboard: the dialog's footer keeps the decision in sight. */}
          <div role="region" aria-label={t('cadrePages.selfEntry.facts')} tabIndex={0} className="max-h-[45vh] overflow-auto rounded border border-line focus-visible:outline-2 focus-visible:outline-primary">
            <ArchiveComparison entry={ready.entry} match={match} />
          </div>
        </div>
      ) : null}
      {transitions.dialog}
    </Dialog>
  );
}
