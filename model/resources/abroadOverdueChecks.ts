/** The overdue list is the same trips as 出国（境）, read-only: the same checks. */
import { abroadChecks } from './abroadChecks.ts';

export const abroadOverdueChecks = abroadChecks;
