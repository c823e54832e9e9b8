/**
 * The columns of a staffing-office feed (编办同步, docs/cadre.md "Sync from the staffing office"): the
 * cadre's field names, plus `unitCode` (the managing unit's organisation id). The server parses feeds and
 * retries failed rows by them; the browser shows them as the feed's format and as the inputs of a retry.
 */
export const SYNC_FIELDS = [
  'idCard', 'realName', 'unitCode', 'nation', 'politicalStatus', 'partyJoinDate', 'workStartDate', 'retirementType', 'retirementDate',
  'originalUnitAndPosition', 'jobLevel', 'treatmentLevel', 'education', 'phone',
] as const;

/** The columns every row must fill. */
export const SYNC_REQUIRED = ['idCard', 'realName', 'unitCode'] as const;
