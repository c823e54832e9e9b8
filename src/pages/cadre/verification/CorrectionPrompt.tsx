/**
 * After 修改档案 opened a cadre's edit page from a finding: once that edit is saved (the archive's change
 * notice) and the user is back, asks whether the finding may be marked 已更正, and does so through the
 * finding's lifecycle. "Not now" leaves it open (the next run closes it anyway if the problem is gone).
 */
import { useState } from 'react';
import { notifyChanged, useChangeVersion } from '../../../crud/changes.ts';
import { transition, type WireRecord } from '../../../crud/recordApi.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import { FINDINGS } from './findingView.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

export interface Correcting {
  finding: WireRecord;
  /** The archive's change version when the edit page was opened. */
  since: number;
}

export function CorrectionPrompt({ correcting, onDone }: { correcting: Correcting | null; onDone(): void }) {
  const t = useT(cadrePages, crud);
  const saved = useChangeVersion(cadre.name);
  const [busy, setBusy] = useState(false);
  if (!correcting || saved <= correcting.since) return null;
  const name = String(correcting.finding.cadreName ?? '');
  const move = FINDINGS.lifecycle!.transitions.find((m) => m.name === 'correct')!;

  async function mark(finding: WireRecord) {
    setBusy(true);
    try {
      await transition(FINDINGS.name, finding.id, move.name, { version: finding.version });
      showToast(t('crud.transitionDone', { action: t.label(move.label) }), 'success');
      notifyChanged(FINDINGS.name);
      onDone();
    } catch {
      // The request layer has shown why (someone else handled it meanwhile: 409).
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded border border-success/40 bg-success/10 px-4 py-3 text-sm text-ink">
      <span className="flex-1">{t('cadrePages.verify.correctionSaved', { name, problem: String(correcting.finding.detail ?? '') })}</span>
      <Button variant="primary" disabled={busy} onClick={() => void mark(correcting.finding)}>{t('cadrePages.verify.markCorrected')}</Button>
      <Button onClick={onDone}>{t('cadrePages.verify.notNow')}</Button>
    </div>
  );
}
