/** A self-entry is a cadre's basic information on its way into the archive: the same checks. */
import { cadreChecks } from './cadreChecks.ts';

export const cadreSelfEntryChecks = cadreChecks;
