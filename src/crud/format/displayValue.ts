/**
 * The text of a field's value in lists and details, from the wire record: dictionary labels
 * (`<field>Label`) and the names of organisations, users and referenced records (`<field>Name`) come with
 * the record; sensitive values come masked from the server and are shown as they come.
 */
import type { FieldDef } from '../../../model/resource/types.ts';
import type { Translate } from '../../i18n/locale.ts';
import type { crud } from '../../../model/i18n/crud.ts';
import { formatDateTime } from './dateTime.ts';
import { plainText } from './plainText.ts';

type Row = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function displayValue(field: FieldDef, record: Row, t: Translate<keyof typeof crud>): string {
  const value = record[field.name];
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'dict':
    case 'dicts':
      return text(record[`${field.name}Label`] ?? (Array.isArray(value) ? value.join('、') : value));
    case 'org':
    case 'user':
    case 'ref':
      return text(record[`${field.name}Name`] ?? value);
    case 'orgs':
    case 'users': {
      const names = record[`${field.name}Names`];
      return (Array.isArray(names) ? names : Array.isArray(value) ? value : [value]).join('、');
    }
    case 'boolean':
      return value === true ? t('crud.yes') : value === false ? t('crud.no') : text(value);
    case 'datetime':
      return formatDateTime(value);
    case 'richText':
      return plainText(text(value));
    case 'files':
      return Array.isArray(value) && value.length ? t('crud.fileCount', { count: value.length }) : '';
    case 'image':
      return t('crud.image');
    default:
      return text(value);
  }
}
