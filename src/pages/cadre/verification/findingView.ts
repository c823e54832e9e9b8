/**
 * The worklist's declaration as these pages show it: findings are made by runs and changed only through
 * their lifecycle (confirm, correct, ignore, reopen), so no state offers the engine's edit form.
 */
import { intelligentVerificationRecord } from '../../../../model/resources/intelligentVerificationRecord.ts';
import type { ResourceDef } from '../../../../model/resource/types.ts';

export const FINDING_PAGE = '/retiredVeteranCadres/intelligentVerification';

export const FINDINGS: ResourceDef = {
  ...intelligentVerificationRecord,
  lifecycle: { ...intelligentVerificationRecord.lifecycle!, editableIn: [] },
};

/** States in which a finding is still to be worked on. */
export const OPEN_STATES = new Set(['unhandled', 'confirmed']);

export const findingDetailPath = (id: string) => `${FINDING_PAGE}/Details/${encodeURIComponent(id)}`;
