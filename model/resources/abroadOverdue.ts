/**
 * 逾期未归提醒 (domain.md §4.5): trips abroad more than seven days past their planned return with no return
 * recorded. The same table and fields as `abroad`, read-only: a server hook keeps the departed trips whose
 * planned return is over a week ago (in China's today), so the list is always current, with the engine's
 * search, scope and export. A trip leaves the list when it is closed on `abroad`'s page.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { abroad } from './abroad.ts';
import { NOBODY } from './systemPermissions.ts';

/** Days past the planned return before a trip is overdue. */
export const OVERDUE_AFTER_DAYS = 7;

const { view, export: exportCode } = standardPermissions('abroadOverdue');
// No lifecycle: nothing moves a trip from this list (and a declaration is JSON data, with no undefined in it).
const { lifecycle: _moves, ...trips } = abroad;

export const abroadOverdue: ResourceDef = {
  ...trips,
  name: 'abroadOverdue',
  label: ['逾期未归提醒', 'Overdue returns'],
  defaultSort: 'returnDate,asc',
  permissions: { view, export: exportCode, add: NOBODY, edit: NOBODY, delete: NOBODY },
  recycleBin: false,
  fields: abroad.fields.filter((f) => f.name !== 'status' && f.name !== 'actualReturnDate'),
};
