/**
 * A record's operation history, newest first: when, who, what, and each changed field as before → after
 * with the field's label and the values' labels. Sensitive values are masked here unless the user holds
 * the reveal permission.
 */
import { useEffect, useState } from 'react';
import { maskIdCard } from '../../../model/idCard.ts';
import { fieldOf } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { useChangeVersion } from '../changes.ts';
import { useDictionaries, withDictionaries } from '../dictionaries/dictionaryStore.ts';
import { formatDateTime } from '../format/dateTime.ts';
import { useOrgTree } from '../org/orgTreeStore.ts';
import { recordHistory, type HistoryEntry } from '../recordApi.ts';
import { historyValue } from './historyValue.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

const ACTIONS = ['create', 'update', 'delete', 'restore', 'purge', 'transition', 'reveal', 'export', 'import'] as const;

/** The entries name their values' dictionary labels. */
const labelledHistory = withDictionaries(recordHistory);

const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function isChange(value: unknown): value is [unknown, unknown] {
  return Array.isArray(value) && value.length === 2;
}

export function HistoryList({ def, id, canReveal }: { def: ResourceDef; id: string; canReveal: boolean }) {
  const t = useT(crud, crudViews);
  const dicts = useDictionaries();
  const orgs = useOrgTree();
  const version = useChangeVersion(def.name);
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    labelledHistory(def.name, id, controller.signal).then(setEntries, () => !controller.signal.aborted && setEntries([]));
    return () => controller.abort();
  }, [def.name, id, version]);

  const show = (name: string, value: unknown) => {
    const field = fieldOf(def, name);
    if (field?.sensitive && !canReveal && value !== null && value !== undefined && value !== '') {
      return field.type === 'idCard' ? maskIdCard(String(value)) : '******';
    }
    return historyValue(def, field, value, t, dicts, orgs.names);
  };
  const label = (name: string) => {
    const field = fieldOf(def, name);
    return field ? t.label(field.label) : name === 'reason' ? t('crud.reason') : name;
  };
  const action = (a: string) => (ACTIONS.includes(a as (typeof ACTIONS)[number]) ? t(`crud.action.${a as (typeof ACTIONS)[number]}` as const) : a);

  if (entries === null) return <p aria-busy className="text-sm text-muted">{t('crud.loading')}</p>;
  if (entries.length === 0) return <p className="text-sm text-muted">{t('crud.noHistory')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => {
        const changes = entry.changes && typeof entry.changes === 'object' ? Object.entries(entry.changes).filter(([, v]) => isChange(v)) : [];
        // A new record lists what it was created with, not the fields left empty.
        const shown = entry.action === 'create' ? changes.filter(([, v]) => !isBlank((v as [unknown, unknown])[1])) : changes;
        return (
          <li key={entry.id} className="rounded border border-line px-3 py-2 text-sm print:break-inside-avoid">
            <div className="flex flex-wrap gap-x-3 text-muted">
              <time dateTime={entry.time}>{formatDateTime(entry.time, true)}</time>
              <span>{entry.userName ?? entry.username ?? ''}</span>
              <span className="font-medium text-ink">{action(entry.action)}</span>
            </div>
            {shown.length ? (
              <table className="mt-1 w-full text-left">
                <caption className="sr-only">{t('crud.changes')}</caption>
                <tbody>
                  {shown.map(([name, pair]) => {
                    const [before, after] = pair as [unknown, unknown];
                    return (
                      <tr key={name} className="align-top">
                        <th scope="row" className="w-32 py-0.5 pr-3 font-normal text-muted">{label(name)}</th>
                        <td className="py-0.5">
                          {entry.action === 'create' ? null : (
                            <>
                              <span className="text-muted line-through">{show(name, before)}</span>
                              <span aria-hidden className="px-2">→</span>
                              <span className="sr-only">{t('crud.changedTo')}</span>
                            </>
                          )}
                          <span>{show(name, after)}</span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
