/**
 * 异常数据 (/retiredVeteranCadres/abnormalData): people on file marked abnormal (by hand, or by a feed row
 * that could not be applied to them), with the reason, to be corrected in the archive and resolved
 * (异常已处理); and the sync failures still pending. Shown to Shaoxing's users by spec section 6's rule.
 */
import { useState } from 'react';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { Tabs } from '../../../ui/tabs.tsx';
import { AbnormalPeople } from './AbnormalPeople.tsx';
import { SyncErrorTable } from './SyncErrorTable.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const PENDING = { status: 'pending' };

export default function AbnormalDataPage(_props: PageProps) {
  const t = useT(cadrePages);
  const [tab, setTab] = useState('people');
  const [people, setPeople] = useState<number | null>(null);
  const [failures, setFailures] = useState<number | null>(null);
  const counted = (label: string, n: number | null) => (n ? t('cadrePages.selfEntry.withCount', { label, count: n }) : label);
  return (
    <section aria-labelledby="abnormal-title" className="flex flex-col gap-3 p-4">
      <h1 id="abnormal-title" className="sr-only">{t('cadrePages.sync.abnormalTitle')}</h1>
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={t('cadrePages.sync.abnormalTitle')}
        tabs={[
          { value: 'people', label: counted(t('cadrePages.sync.abnormalPeople'), people), content: <div className="pt-3"><AbnormalPeople onTotal={setPeople} /></div> },
          {
            value: 'failures',
            label: counted(t('cadrePages.sync.pendingFailures'), failures),
            content: (
              <div className="pt-3">
                <SyncErrorTable label={t('cadrePages.sync.pendingFailures')} filters={PENDING} empty={t('cadrePages.sync.noPendingFailures')} onTotal={setFailures} />
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}
