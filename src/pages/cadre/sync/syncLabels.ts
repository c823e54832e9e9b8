/** How sync rows, batches and feed columns are named on screen. */
import { fieldOf } from '../../../../model/resource/fields.ts';
import type { FieldDef } from '../../../../model/resource/types.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import type { HighlightTone } from '../common/Highlight.tsx';
import type { SyncBatch, SyncKind } from './syncApi.ts';
import type { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export const SYNC_PAGE = '/retiredVeteranCadres/synchronous';
export const SYNC_ERROR_PAGE = '/retiredVeteranCadres/synchronouserror';
export const APPLY_CODE = 'retiredVeteranCadres_synchronous_apply';
export const HANDLE_CODE = 'retiredVeteranCadres_synchronouserror_handle';

export const batchPath = (id: string) => `${SYNC_PAGE}/${encodeURIComponent(id)}`;
export const syncErrorDetailPath = (id: string) => `${SYNC_ERROR_PAGE}/Details/${encodeURIComponent(id)}`;

export const KIND_LABELS: Record<SyncKind, keyof typeof cadrePages> = {
  new: 'cadrePages.sync.kindNew',
  changed: 'cadrePages.sync.kindChanged',
  unchanged: 'cadrePages.sync.kindUnchanged',
  conflict: 'cadrePages.sync.kindConflict',
  error: 'cadrePages.sync.kindError',
};

export const KIND_TONES: Record<SyncKind, HighlightTone> = { new: 'success', changed: 'primary', unchanged: 'default', conflict: 'warning', error: 'danger' };

export const KIND_COUNTS: Record<SyncKind, keyof SyncBatch> = {
  new: 'newCount',
  changed: 'changedCount',
  unchanged: 'unchangedCount',
  conflict: 'conflictCount',
  error: 'errorCount',
};

export const BATCH_STATUS: Record<SyncBatch['status'], keyof typeof cadrePages> = {
  previewed: 'cadrePages.sync.statusPreviewed',
  applied: 'cadrePages.sync.statusApplied',
  discarded: 'cadrePages.sync.statusDiscarded',
};

/** The managing unit's organisation id, as a feed names it: an organisation field of its own. */
export const UNIT_CODE_FIELD: FieldDef = { name: 'unitCode', type: 'org', label: ['现管单位（单位代码）', 'Managing unit (unit code)'], required: true };

/** The declaration of a feed column: the cadre's field of that name, or the unit code. */
export function feedField(name: string): FieldDef | undefined {
  return name === 'unitCode' ? UNIT_CODE_FIELD : fieldOf(cadre, name);
}
