/** The resources of the party branches of 银龄先锋 (issue 20, docs/vanguard.md), in the order their pages appear. */
import type { ResourceDef } from '../resource/types.ts';
import { meetingAttendance } from './meetingAttendance.ts';
import { meetingAttendanceItem } from './meetingAttendanceItem.ts';
import { partyBranch } from './partyBranch.ts';
import { partyDues } from './partyDues.ts';
import { partyMember } from './partyMember.ts';

export const VANGUARD_BRANCH_RESOURCES: readonly ResourceDef[] = [partyBranch, partyMember, meetingAttendance, meetingAttendanceItem, partyDues];
