/**
 * What a compared feed row means, in words: each changed field with its value before and after (as people
 * read them: dictionary labels, organisation names), or why the row cannot be applied.
 */
import { cadre } from '../../../../model/resources/cadre.ts';
import { historyValue } from '../../../crud/detail/historyValue.ts';
import { dictLabel, useDictionaries } from '../../../crud/dictionaries/dictionaryStore.ts';
import { useOrgTree } from '../../../crud/org/orgTreeStore.ts';
import { useT } from '../../../i18n/locale.ts';
import type { SyncRow } from './syncApi.ts';
import { feedField } from './syncLabels.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { crud } from '../../../../model/i18n/crud.ts';

export function SyncChanges({ row }: { row: SyncRow }) {
  const t = useT(cadrePages, crud, crudViews);
  const dicts = useDictionaries();
  const orgs = useOrgTree();
  if (row.kind === 'error' || row.kind === 'conflict') {
    return (
      <span className="whitespace-normal text-danger">
        {row.errorCode ? `${dictLabel(dicts, 'sync_error_code', row.errorCode)}：` : ''}
        {row.errorMessage}
      </span>
    );
  }
  if (row.kind === 'new') return <span className="whitespace-normal">{t('cadrePages.sync.willCreate', { unit: orgs.names.get(row.unitCode ?? '') ?? row.unitCode ?? '' })}</span>;
  if (row.kind === 'unchanged') return <span className="text-muted">{t('cadrePages.sync.sameAsArchive')}</span>;
  return (
    <ul className="flex flex-col gap-0.5 py-1 whitespace-normal">
      {Object.entries(row.changes ?? {}).map(([name, [before, after]]) => {
        const field = feedField(name);
        const value = (v: unknown) => historyValue(cadre, field, v, t, dicts, orgs.names);
        return (
          <li key={name}>
            <span className="text-muted">{field ? t.label(field.label) : name}：</span>
            {value(before)} <span aria-label={t('crud.changedTo')}>→</span> <strong className="font-medium">{value(after)}</strong>
          </li>
        );
      })}
    </ul>
  );
}
