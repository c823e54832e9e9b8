/** The resources of 银龄乐享's activity centres and activities (issue 22, docs/enjoyLife.md "活动中心与活动"), in menu order. */
import type { ResourceDef } from '../resource/types.ts';
import { activity } from './activity.ts';
import { activityAnnouncement } from './activityAnnouncement.ts';
import { activityAppointment } from './activityAppointment.ts';
import { activityCenter } from './activityCenter.ts';
import { activityEnrolment } from './activityEnrolment.ts';
import { activityRoom } from './activityRoom.ts';
import { activityTeam } from './activityTeam.ts';
import { activityTeamMember } from './activityTeamMember.ts';

export const ENJOY_LIFE_CENTRE_RESOURCES: readonly ResourceDef[] = [
  activityCenter, activityTeam, activityRoom, activityTeamMember, activityAnnouncement, activityAppointment, activity, activityEnrolment,
];
