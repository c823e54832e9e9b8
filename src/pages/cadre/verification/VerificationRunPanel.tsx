/**
 * Running 智能核验: the checks to run (all by default), the run button (button code run), the check under way,
 * and what the run found per check. The worklist and the run records reload through the change notices.
 */
import { useState } from 'react';
import { notifyChanged } from '../../../crud/changes.ts';
import { dictLabel, useDictionaries } from '../../../crud/dictionaries/dictionaryStore.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { runVerification, type RunSummary } from './verificationApi.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export const FINDINGS_CHANGED = 'intelligentVerificationRecord';
export const RUNS_CHANGED = 'cadreVerificationRun';

export function VerificationRunPanel({ canRun }: { canRun: boolean }) {
  const t = useT(cadrePages);
  const dicts = useDictionaries();
  const checks = dicts.types.get('verification_check')?.items.filter((i) => i.enabled) ?? [];
  // Kept as the checks left out, so that every check is chosen before the dictionary has loaded.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  // The check under way and its place among the chosen ones, while a run goes on.
  const [progress, setProgress] = useState<{ check: string; done: number; total: number } | null>(null);
  const running = progress !== null;
  const [result, setResult] = useState<RunSummary[] | null>(null);
  const chosen = checks.filter((c) => !left.has(c.code)).map((c) => c.code);

  function choose(code: string, on: boolean) {
    const next = new Set(left);
    if (on) next.delete(code);
    else next.add(code);
    setLeft(next);
  }

  // One request per check: each is short (one transaction on the server), and the page shows which check
  // runs and how many are done, instead of one long wait (issue 17.4).
  async function run() {
    setResult(null);
    const runs: RunSummary[] = [];
    try {
      for (const [done, check] of chosen.entries()) {
        setProgress({ check, done, total: chosen.length });
        runs.push(...(await runVerification([check])).runs);
      }
      setResult(runs);
      showToast(t('cadrePages.verify.ran', { found: runs.reduce((n, r) => n + r.found, 0) }), 'success');
    } catch {
      // The request layer has shown why; the checks already run keep their records.
    } finally {
      setProgress(null);
      if (runs.length) {
        notifyChanged(FINDINGS_CHANGED);
        notifyChanged(RUNS_CHANGED);
      }
    }
  }

  return (
    <section aria-labelledby="verify-run-title" className="rounded border border-line bg-surface p-4">
      <h2 id="verify-run-title" className="mb-1 text-base font-semibold text-ink">{t('cadrePages.verify.runTitle')}</h2>
      <p className="mb-3 text-sm text-muted">{t('cadrePages.verify.runHelp')}</p>
      <fieldset disabled={!canRun || running}>
        <legend className="mb-2 text-sm text-ink">{t('cadrePages.verify.checks')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {checks.map((c) => (
            <label key={c.code} className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1 text-sm text-ink hover:bg-canvas">
              <Checkbox checked={!left.has(c.code)} onCheckedChange={(on) => choose(c.code, on)} disabled={!canRun || running} />
              {c.label}
            </label>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button onClick={() => setLeft(new Set())}>{t('cadrePages.verify.chooseAll')}</Button>
          <Button onClick={() => setLeft(new Set(checks.map((c) => c.code)))}>{t('cadrePages.verify.chooseNone')}</Button>
          <span className="flex-1" />
          {canRun ? (
            <Button variant="primary" size="lg" disabled={running || chosen.length === 0} onClick={() => void run()}>
              {running ? t('cadrePages.verify.running') : t('cadrePages.verify.run')}
            </Button>
          ) : (
            <span className="text-sm text-muted">{t('cadrePages.verify.noRunPermission')}</span>
          )}
        </div>
      </fieldset>
      <div aria-live="polite">
        {progress ? (
          <p className="mt-3 text-sm text-ink">
            {t('cadrePages.verify.progress', { check: dictLabel(dicts, 'verification_check', progress.check), done: progress.done + 1, total: progress.total })}
          </p>
        ) : null}
        {result ? (
          <ul aria-label={t('cadrePages.verify.resultTitle')} className="mt-3 grid grid-cols-1 gap-1 text-sm text-ink md:grid-cols-2">
            {result.map((r) => (
              <li key={r.id}>
                {t('cadrePages.verify.runLine', { check: dictLabel(dicts, 'verification_check', r.checkItem), checked: r.checked, found: r.found, closed: r.closed })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
