/**
 * The archive's three variants (spec section 2: fullDetail for retired, 离休 and non-retired cadres), by
 * 离退休类型 (dictionary retirement_type: 1 离休, 2 退休, 3 退职, 9 未退休). What differs is what applies to
 * the person (docs/cadre-pages.md, "Archive"): the revolution period exists only for 离休; someone not
 * retired has no retirement date and is not in the silver-talent pool.
 */
export type ArchiveVariant = 'retired' | 'leaveRetired' | 'nonRetired';

export function variantOf(retirementType: unknown): ArchiveVariant {
  if (retirementType === '1') return 'leaveRetired';
  if (retirementType === '9') return 'nonRetired';
  return 'retired';
}

const FULL_DETAIL = '/retiredVeteranCadres/fullDetail';

/** The fullDetail page of a variant for one cadre. */
export function fullDetailPath(variant: ArchiveVariant, id: string): string {
  return `${FULL_DETAIL}/${variant}/${encodeURIComponent(id)}`;
}

/** Fields of the cadre a variant does not show (they do not apply to such a person). */
export const HIDDEN_FIELDS: Readonly<Record<ArchiveVariant, ReadonlySet<string>>> = {
  leaveRetired: new Set(),
  retired: new Set(['revolutionPeriod']),
  nonRetired: new Set(['revolutionPeriod', 'retirementDate']),
};
