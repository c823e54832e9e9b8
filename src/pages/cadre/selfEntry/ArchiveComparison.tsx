/**
 * A self-entry beside the person on file it may describe: one row per fact, values as people read them,
 * rows that differ marked in words. Without a match, the entry's facts alone.
 */
import type { WireRecord } from '../../../crud/recordApi.ts';
import { displayValue } from '../../../crud/format/displayValue.ts';
import { useT } from '../../../i18n/locale.ts';
import { cn } from '../../../ui/cn.ts';
import { Highlight } from '../common/Highlight.tsx';
import { COMPARED_FIELDS } from './selfEntryView.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { crud } from '../../../../model/i18n/crud.ts';

export function ArchiveComparison({ entry, match }: { entry: WireRecord; match: WireRecord | null }) {
  const t = useT(cadrePages, crud, crudViews);
  const rows = COMPARED_FIELDS.map((field) => ({ field, mine: displayValue(field, entry, t), theirs: match ? displayValue(field, match, t) : '' })).filter(
    (r) => r.mine !== '' || r.theirs !== '',
  );
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{match ? t('cadrePages.selfEntry.comparison') : t('cadrePages.selfEntry.entryFacts')}</caption>
      <colgroup>
        <col style={{ width: 150 }} />
        <col />
        {match ? <col /> : null}
      </colgroup>
      <thead className="bg-canvas text-left text-ink">
        <tr className="h-9 border-b border-line">
          <th scope="col" className="px-3 font-medium">{t('cadrePages.selfEntry.fact')}</th>
          <th scope="col" className="px-3 font-medium">{t('cadrePages.selfEntry.entryValue')}</th>
          {match ? <th scope="col" className="px-3 font-medium">{t('cadrePages.selfEntry.archiveValue')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ field, mine, theirs }) => {
          const differs = match !== null && mine !== theirs;
          return (
            <tr key={field.name} className={cn('border-b border-line align-top', differs && 'bg-warning/10')}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal text-muted">
                {t.label(field.label)}
                {differs ? <Highlight>{t('cadrePages.selfEntry.differs')}</Highlight> : null}
              </th>
              <td className="px-3 py-1.5 break-words text-ink">{mine || t('crud.blank')}</td>
              {match ? <td className="px-3 py-1.5 break-words text-ink">{theirs || t('crud.blank')}</td> : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
