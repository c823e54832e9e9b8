/**
 * One operation-log entry with its before/after view: who did what to which record, when, from where and
 * under which request id, and each changed value before → after as people read it (field labels, dictionary
 * labels, organisation names; the grants of a role as menu names).
 */
import { useEffect, useState } from 'react';
import { fieldOf } from '../../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../../model/resource/types.ts';
import { RequestError } from '../../../http/errors.ts';
import { useT, type Translate } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { historyValue } from '../../../crud/detail/historyValue.ts';
import { useDictionaries, withDictionaries, type Dictionaries } from '../../../crud/dictionaries/dictionaryStore.ts';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import { useOrgTree } from '../../../crud/org/orgTreeStore.ts';
import { operationEntryApi, type OperationEntry } from './logApi.ts';
import { actionLabel, loadLoggedDef, resourceLabel } from './logLabels.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

/** Changes the system area logs under names no declaration has. */
const EXTRA_FIELDS = ['grant', 'revoke', 'orgIds', 'roleIds', 'deptIds', 'menuIds'] as const;
type ExtraField = (typeof EXTRA_FIELDS)[number];
const isExtra = (name: string): name is ExtraField => EXTRA_FIELDS.includes(name as ExtraField);

const MAX = 400;
const labelledEntry = withDictionaries(operationEntryApi.get);

type EntryTranslate = Translate<keyof typeof crud | keyof typeof crudViews>;

function plain(value: unknown, t: EntryTranslate): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('crud.blank');
  const text = Array.isArray(value) ? value.map(String).join('、') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX ? `${text.slice(0, MAX)}…` : text;
}

function shown(def: ResourceDef | undefined, field: string, value: unknown, t: EntryTranslate, dicts: Dictionaries, orgNames: ReadonlyMap<string, string>): string {
  const declared = def ? fieldOf(def, field) : undefined;
  if (def && declared) return historyValue(def, declared, value, t, dicts, orgNames);
  if ((field === 'orgIds' || field === 'deptIds') && Array.isArray(value)) return value.length ? value.map((id) => orgNames.get(String(id)) ?? String(id)).join('、') : t('crud.blank');
  return plain(value, t);
}

export function OperationEntryDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const t = useT(crud, crudViews, systemPages);
  const [loaded, setLoaded] = useState<{ entry: OperationEntry; def: ResourceDef | undefined } | { error: string } | null>(null);

  useEffect(() => {
    setLoaded(null);
    if (id === null) return;
    const controller = new AbortController();
    // The entry shows once the declaration that names its fields, and the dictionaries that label them, are here too.
    labelledEntry(id, { signal: controller.signal })
      .then(async (entry) => ({ entry, def: await loadLoggedDef(entry.resource, entry.recordId) }))
      .then(
        (ready) => !controller.signal.aborted && setLoaded(ready),
        (e: unknown) => !controller.signal.aborted && setLoaded({ error: e instanceof RequestError ? e.userMessage : String(e) }),
      );
    return () => controller.abort();
  }, [id]);

  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t('crud.close')}
      title={t('systemPages.log.entryTitle')}
      className="w-[860px]"
      footer={<Button onClick={onClose}>{t('crud.close')}</Button>}
    >
      {loaded === null ? <p aria-busy className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {loaded && 'error' in loaded ? <p role="alert" className="text-sm text-danger">{t('crud.loadFailed', { message: loaded.error })}</p> : null}
      {loaded && 'entry' in loaded ? <EntryView entry={loaded.entry} def={loaded.def} /> : null}
    </Dialog>
  );
}

/** The entry itself: its own component so that the organisation names load only when an entry is opened. */
function EntryView({ entry, def }: { entry: OperationEntry; def: ResourceDef | undefined }) {
  const t = useT(crud, crudViews, systemPages);
  const dicts = useDictionaries();
  const orgs = useOrgTree();
  const fieldLabel = (name: string) => {
    const declared = def ? fieldOf(def, name) : undefined;
    if (declared) return t.label(declared.label);
    return isExtra(name) ? t(`systemPages.log.change.${name}`) : name;
  };

  // Busy until the organisation names are here, as values naming an organisation wait for them.
  return (
    <div className="flex flex-col gap-4 text-sm" aria-busy={orgs.status === 'idle' || orgs.status === 'loading'}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 md:grid-cols-2">
        {(
          [
            [t('systemPages.log.time'), formatDateTime(entry.time, true)],
            [t('systemPages.log.user'), [entry.userIdName, entry.username && `（${entry.username}）`].filter(Boolean).join('')],
            [t('systemPages.log.org'), entry.orgIdName ?? '—'],
            [t('systemPages.log.action'), actionLabel(t, entry.action)],
            [t('systemPages.log.resource'), resourceLabel(t, entry.resource)],
            [t('systemPages.log.record'), [entry.title, entry.recordId && `（${entry.recordId}）`].filter(Boolean).join('') || '—'],
            [t('systemPages.log.ip'), entry.ip ?? '—'],
            [t('systemPages.log.requestId'), entry.requestId ?? '—'],
          ] as const
        ).map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted">{term}</dt>
            <dd className="mt-0.5 break-all text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {entry.fields.length ? (
        <table className="w-full table-fixed border-collapse text-left">
          <caption className="mb-2 text-left text-base font-semibold text-ink">{t('systemPages.log.changes')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="w-40 py-1.5 pr-3 font-medium">{t('systemPages.log.field')}</th>
              <th scope="col" className="py-1.5 pr-3 font-medium">{t('systemPages.log.before')}</th>
              <th scope="col" className="py-1.5 font-medium">{t('systemPages.log.after')}</th>
            </tr>
          </thead>
          <tbody>
            {entry.fields.map((change) => (
              <tr key={change.field} className="border-b border-line align-top">
                <th scope="row" className="py-1.5 pr-3 font-normal text-muted">{fieldLabel(change.field)}</th>
                <td className="py-1.5 pr-3 break-words text-muted">{shown(def, change.field, change.before, t, dicts, orgs.names)}</td>
                <td className="py-1.5 break-words text-ink">{shown(def, change.field, change.after, t, dicts, orgs.names)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-muted">{t('systemPages.log.noChanges')}</p>
      )}
    </div>
  );
}
