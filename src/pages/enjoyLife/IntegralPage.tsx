/**
 * 积分管理 (/enjoyLife/integral): the points ledger (the engine's list: add an entry or a correction, never an
 * edit in place) and, beside it, each cadre's balance (the ledger's sum) with their rank in their
 * organisation, highest first.
 */
import { useState, type FormEvent } from 'react';
import { integral } from '../../../model/resources/integral.ts';
import { CrudList } from '../../crud/index.ts';
import { EmptyState } from '../../crud/EmptyState.tsx';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { useT } from '../../i18n/locale.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useLoaded } from '../../http/useLoaded.ts';
import { integralBalances } from './universityViewsApi.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { enjoyLifeUniversityPages } from '../../../model/i18n/enjoyLifeUniversityPages.ts';

const NO_PARAMS = {};
const BASE = '/enjoyLife/integral';

function Balances() {
  const t = useT(crud, enjoyLifeUniversityPages);
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const view = useLoaded(`balance:${name}`, (signal) => integralBalances(name, signal));
  const records = view.data?.records ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setName(draft.trim());
  };
  return (
    <div className="flex flex-col gap-3 pt-3">
      <form role="search" onSubmit={submit} className="flex items-end gap-2">
        <label className="flex flex-col gap-1 text-sm text-muted">
          {t('enjoyLifePages.balance.search')}
          <input value={draft} onChange={(e) => setDraft(e.target.value)} className="h-9 rounded border border-line px-2 text-ink" />
        </label>
        <Button type="submit">{t('enjoyLifePages.balance.find')}</Button>
      </form>
      {view.error ? <ErrorState message={view.error} onRetry={view.reload} /> : null}
      <p aria-live="polite" className="text-sm text-muted">
        {view.loading ? t('crud.loading') : view.data ? t('enjoyLifePages.balance.summary', { total: view.data.total }) : ''}
      </p>
      {view.data && records.length === 0 ? <EmptyState message={t('enjoyLifePages.balance.empty')} /> : null}
      {records.length ? (
        <table className="w-full text-sm" aria-label={t('enjoyLifePages.balance.title')}>
          <thead className="bg-canvas text-left text-muted">
            <tr>
              <th className="p-2 font-normal">{t('enjoyLifePages.balance.cadre')}</th>
              <th className="p-2 font-normal">{t('enjoyLifePages.balance.org')}</th>
              <th className="p-2 text-right font-normal">{t('enjoyLifePages.balance.balance')}</th>
              <th className="p-2 text-right font-normal">{t('enjoyLifePages.balance.rank')}</th>
              <th className="p-2 text-right font-normal">{t('enjoyLifePages.balance.entries')}</th>
              <th className="p-2 font-normal">{t('enjoyLifePages.balance.last')}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr key={r.cadreId} className="border-t border-line">
                <td className="p-2">{r.cadreName}</td>
                <td className="p-2">{r.orgName ?? ''}</td>
                <td className="p-2 text-right font-medium text-ink">{r.balance}</td>
                <td className="p-2 text-right">{r.rankInOrg}</td>
                <td className="p-2 text-right">{r.entries}</td>
                <td className="p-2">{new Date(r.lastTime).toLocaleString('zh-CN', { hour12: false })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

export default function IntegralPage(_props: PageProps) {
  const t = useT(crud, enjoyLifeUniversityPages);
  const [tab, setTab] = useState('ledger');
  const tabs = [
    { value: 'ledger', label: t('enjoyLifePages.balance.ledger'), content: <CrudList resource={integral} basePath={BASE} params={NO_PARAMS} /> },
    { value: 'balance', label: t('enjoyLifePages.balance.toBalance'), content: <Balances /> },
  ];
  return (
    // The ledger's list carries the page's heading (the crud list's own).
    <section aria-label={t.label(integral.label)} className="flex flex-col gap-2 p-4">
      <Tabs value={tab} onValueChange={setTab} label={t.label(integral.label)} tabs={tabs} />
    </section>
  );
}
