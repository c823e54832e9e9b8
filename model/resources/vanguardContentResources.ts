/** The reviewed content of 银龄先锋 (issue 20, docs/vanguard.md), in the order their pages appear. */
import type { ResourceDef } from '../resource/types.ts';
import { beautifulPioneer } from './beautifulPioneer.ts';
import { cloudRelay } from './cloudRelay.ts';
import { cloudShow } from './cloudShow.ts';
import { doublePioneer } from './doublePioneer.ts';
import { excellentLecture } from './excellentLecture.ts';
import { partyHistoryEducation } from './partyHistoryEducation.ts';
import { thinkingSummary } from './thinkingSummary.ts';

export const VANGUARD_CONTENT_RESOURCES: readonly ResourceDef[] = [beautifulPioneer, thinkingSummary, cloudRelay, cloudShow, partyHistoryEducation, excellentLecture, doublePioneer];
