/**
 * A page of records that are not the engine's (export and import records, template imports) as rows of the
 * crud list's pieces, which read a row's fields by name and need nothing else of it (no `version`).
 */
import type { Page } from '../../../../model/wire.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';

export function asRows<T extends { id: string }>(page: Page<T>): Page<WireRecord> {
  return page as unknown as Page<WireRecord>;
}
