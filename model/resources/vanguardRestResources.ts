/**
 * The resources of 银龄先锋's remaining pages (issue 20, docs/vanguard.md part 3), in the order their pages
 * appear: activities, stations, sites and bases with their appointments, core members and their training,
 * courses, study records.
 */
import type { ResourceDef } from '../resource/types.ts';
import { activityParticipant } from './activityParticipant.ts';
import { backbone } from './backbone.ts';
import { backboneTrainee } from './backboneTrainee.ts';
import { backboneTraining } from './backboneTraining.ts';
import { branchActivity } from './branchActivity.ts';
import { educationBase } from './educationBase.ts';
import { educationBaseAppointment } from './educationBaseAppointment.ts';
import { onlineCourse } from './onlineCourse.ts';
import { partyBuilding } from './partyBuilding.ts';
import { partyBuildingAppointment } from './partyBuildingAppointment.ts';
import { poststation } from './poststation.ts';
import { studySituation } from './studySituation.ts';

export const VANGUARD_REST_RESOURCES: readonly ResourceDef[] = [
  branchActivity, activityParticipant, poststation, partyBuilding, partyBuildingAppointment, educationBase, educationBaseAppointment,
  backbone, backboneTraining, backboneTrainee, onlineCourse, studySituation,
];
