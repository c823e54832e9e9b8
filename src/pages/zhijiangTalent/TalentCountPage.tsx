/**
 * 申报统计 (/zhijiang/personnel/count): the applications in the user's scope by city (the provincial units
 * apart) and by kind, each by state. Every number opens 银龄人才申报's list filtered to the applications it
 * counts (filters from the address, docs/crud.md), the provincial units' row excepted: their units share no
 * subtree the list could filter by, so its numbers stay plain.
 */
import { useId } from 'react';
import { PROVINCE_UNITS_CODE, type TalentCountRow } from '../../../model/talentDeclare.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { WhenLoaded } from '../cadre/statistics/WhenLoaded.tsx';
import { talentCount } from './talentApi.ts';
import { TALENT_BASE } from './talentPaths.ts';
import { useTalentResource } from './useTalentResource.ts';
import { zhijiangTalentPages } from '../../../model/i18n/zhijiangTalentPages.ts';

const TH = 'px-3 text-right font-medium whitespace-nowrap';
const TD = 'px-3 text-right tabular-nums';

function Count({ n, filter, what }: { n: number; filter: string | null; what: string }) {
  const t = useT(zhijiangTalentPages);
  if (n === 0 || filter === null) return <>{n}</>;
  return (
    <AppLink to={filter ? `${TALENT_BASE}?${filter}` : TALENT_BASE} aria-label={t('talentPages.count.openList', { what, count: n })} className="text-primary underline-offset-2 hover:underline">
      {n}
    </AppLink>
  );
}

interface TableProps {
  caption: string;
  head: string;
  rows: TalentCountRow[];
  total: TalentCountRow;
  states: string[];
  stateLabel(state: string): string;
  /** The list filter of a row (null: the row cannot be filtered). */
  rowFilter(row: TalentCountRow): string | null;
}

function CountTable({ caption, head, rows, total, states, stateLabel, rowFilter }: TableProps) {
  const t = useT(zhijiangTalentPages);
  const join = (...parts: (string | null)[]) => parts.filter(Boolean).join('&');
  const line = (row: TalentCountRow, filter: string | null, strong: boolean) => (
    <tr key={row.code || 'total'} className={strong ? 'h-10 bg-canvas/60 font-semibold' : 'h-10 border-b border-line'}>
      <th scope="row" className="px-3 text-left font-normal whitespace-nowrap">{row.name}</th>
      {states.map((s) => (
        <td key={s} className={TD}>
          <Count n={row.counts[s] ?? 0} filter={filter === null ? null : join(filter, `status=${s}`)} what={`${row.name} ${stateLabel(s)}`} />
        </td>
      ))}
      <td className={TD}><Count n={row.total} filter={filter} what={row.name} /></td>
    </tr>
  );
  return (
    <div className="overflow-auto rounded border border-line">
      <table aria-label={caption} className="w-full border-collapse text-sm">
        <thead className="bg-canvas text-ink">
          <tr className="h-10 border-b border-line">
            <th scope="col" className="px-3 text-left font-medium">{head}</th>
            {states.map((s) => <th key={s} scope="col" className={TH}>{stateLabel(s)}</th>)}
            <th scope="col" className={TH}>{t('talentPages.count.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => line(row, rowFilter(row), false))}
          {line({ ...total, name: t('talentPages.count.total') }, '', true)}
        </tbody>
      </table>
    </div>
  );
}

export default function TalentCountPage(_props: PageProps) {
  const t = useT(zhijiangTalentPages);
  const id = useId();
  const def = useTalentResource();
  const loaded = useLoaded('count', (signal) => talentCount(signal));
  const stateLabel = (s: string) => (def ? t.label(def.lifecycle!.states[s]!.label) : s);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 p-4">
      <h1 id={id} className="text-lg font-semibold text-ink">{t('talentPages.count.title')}</h1>
      <WhenLoaded loaded={loaded}>
        {(data) => (
          <>
            <h2 className="text-base font-semibold text-ink">{t('talentPages.count.byCity')}</h2>
            <CountTable caption={t('talentPages.count.byCity')} head={t('talentPages.count.city')} rows={data.byCity} total={data.total} states={data.states}
              stateLabel={stateLabel} rowFilter={(row) => (row.code === PROVINCE_UNITS_CODE ? null : `orgId=${row.code}`)} />
            <h2 className="text-base font-semibold text-ink">{t('talentPages.count.byType')}</h2>
            <CountTable caption={t('talentPages.count.byType')} head={t('talentPages.count.type')} rows={data.byType} total={data.total} states={data.states}
              stateLabel={stateLabel} rowFilter={(row) => `talentType=${row.code}`} />
          </>
        )}
      </WhenLoaded>
    </section>
  );
}
