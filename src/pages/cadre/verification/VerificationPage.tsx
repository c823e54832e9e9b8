/**
 * 智能核验 (/retiredVeteranCadres/intelligentVerification): run the checks (button run), then work the
 * findings (button handle) in the worklist; the run records open the findings of one run. A finding is
 * corrected in the archive's own edit page, and marked 已更正 back here once that edit was saved.
 */
import { useCallback, useState } from 'react';
import { useChangeVersion } from '../../../crud/changes.ts';
import { useListState } from '../../../crud/list/useListState.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { Tabs } from '../../../ui/tabs.tsx';
import { cadre } from '../../../../model/resources/cadre.ts';
import { CorrectionPrompt, type Correcting } from './CorrectionPrompt.tsx';
import { FindingList, openCadreEdit } from './FindingList.tsx';
import { FINDINGS } from './findingView.ts';
import type { VerificationRun } from './verificationApi.ts';
import { VerificationRunPanel } from './VerificationRunPanel.tsx';
import { VerificationRuns } from './VerificationRuns.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const RUN_CODE = 'retiredVeteranCadres_intelligentVerification_run';

export default function VerificationPage(_props: PageProps) {
  const t = useT(cadrePages);
  const can = usePermissions();
  const [tab, setTab] = useState('findings');
  const [list, dispatch] = useListState(FINDINGS);
  const [correcting, setCorrecting] = useState<Correcting | null>(null);
  const cadreVersion = useChangeVersion(cadre.name);

  const correct = useCallback(
    (finding: WireRecord) => {
      setCorrecting({ finding, since: cadreVersion });
      openCadreEdit(finding);
    },
    [cadreVersion],
  );
  const showRun = useCallback(
    (run: VerificationRun) => {
      dispatch({ type: 'view', filters: { runId: run.id }, sort: null, size: list.size });
      setTab('findings');
    },
    [dispatch, list.size],
  );

  return (
    <section aria-labelledby="verify-title" className="flex flex-col gap-4 p-4">
      <h1 id="verify-title" className="sr-only">{t('cadrePages.verify.title')}</h1>
      <VerificationRunPanel canRun={can(RUN_CODE)} />
      <CorrectionPrompt correcting={correcting} onDone={() => setCorrecting(null)} />
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={t('cadrePages.verify.title')}
        tabs={[
          { value: 'findings', label: t('cadrePages.verify.findings'), content: <FindingList state={list} dispatch={dispatch} onCorrect={correct} /> },
          { value: 'runs', label: t('cadrePages.verify.runs'), content: <VerificationRuns onShowRun={showRun} /> },
        ]}
      />
    </section>
  );
}
