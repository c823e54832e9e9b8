/** Where self-entry lives (自主录入, resource cadreSelfEntry) and the archive fields a reviewer compares. */
import type { FieldDef } from '../../../../model/resource/types.ts';
import { cadreSelfEntry } from '../../../../model/resources/cadreSelfEntry.ts';

export const SELF_ENTRY_PAGE = '/retiredVeteranCadres/selfEntry';
export const SELF_ENTRY = cadreSelfEntry;

/** The review permission (button cadreSelfEntry_review). */
export const REVIEW_CODE = 'cadreSelfEntry_review';

export const selfEntryDetailPath = (id: string) => `${SELF_ENTRY_PAGE}/Details/${encodeURIComponent(id)}`;
export const selfEntryEditPath = (id: string) => `${SELF_ENTRY_PAGE}/Edit/${encodeURIComponent(id)}`;

/** Bookkeeping of the record, not facts about the person: left out of the comparison. */
const NOT_COMPARED = new Set(['status', 'dataSource', 'syncKey', 'countyCode', 'userId']);

/** The fields a reviewer compares: every fact the form or the detail shows, files and images aside. */
export const COMPARED_FIELDS: readonly FieldDef[] = cadreSelfEntry.fields.filter(
  (f) => !NOT_COMPARED.has(f.name) && f.type !== 'image' && f.type !== 'files' && (f.form !== false || (f.detail !== undefined && f.detail !== false)),
);
