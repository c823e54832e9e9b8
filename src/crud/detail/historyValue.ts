/**
 * A value as the operation log stored it (raw codes and ids, not labels), shown as people read it: the
 * dictionary's label, the organisation's name, the lifecycle state's label, plain text of rich text.
 */
import type { FieldDef, ResourceDef } from '../../../model/resource/types.ts';
import type { Translate } from '../../i18n/locale.ts';
import type { crud } from '../../../model/i18n/crud.ts';
import type { crudViews } from '../../../model/i18n/crudViews.ts';
import { dictLabel, type Dictionaries } from '../dictionaries/dictionaryStore.ts';
import { formatDateTime } from '../format/dateTime.ts';
import { plainText } from '../format/plainText.ts';

const MAX = 80;

const clip = (text: string) => (text.length > MAX ? `${text.slice(0, MAX)}…` : text);

export function historyValue(def: ResourceDef, field: FieldDef | undefined, value: unknown, t: Translate<keyof typeof crud | keyof typeof crudViews>, dicts: Dictionaries, orgNames: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('crud.blank');
  if (!field) return clip(typeof value === 'string' ? value : JSON.stringify(value));
  const state = def.lifecycle?.field === field.name ? def.lifecycle.states[String(value)] : undefined;
  if (state) return t.label(state.label);
  const items = Array.isArray(value) ? value : [value];
  switch (field.type) {
    case 'dict':
    case 'dicts':
      return field.dict ? items.map((c) => dictLabel(dicts, field.dict!, c)).join('、') : items.join('、');
    case 'org':
    case 'orgs':
      return items.map((id) => orgNames.get(String(id)) ?? String(id)).join('、');
    case 'boolean':
      return value === true ? t('crud.yes') : t('crud.no');
    case 'datetime':
      return formatDateTime(value);
    case 'richText':
      return clip(plainText(String(value)));
    case 'files':
      return t('crud.fileCount', { count: items.length });
    case 'image':
      return t('crud.image');
    default:
      return clip(items.map(String).join('、'));
  }
}
