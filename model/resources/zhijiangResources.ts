/** The records of 银耀之江's volunteers, lecturers and other pages (docs/zhijiang.md), in menu order. */
import type { ResourceDef } from '../resource/types.ts';
import { beautifulSilver } from './beautifulSilver.ts';
import { careNextGeneration } from './careNextGeneration.ts';
import { informationGroup } from './informationGroup.ts';
import { redLecture } from './redLecture.ts';
import { redLecturer } from './redLecturer.ts';
import { redLecturerOrganization } from './redLecturerOrganization.ts';
import { studio } from './studio.ts';
import { talentBrandTeam } from './talentBrandTeam.ts';
import { voluntaryremittance } from './voluntaryremittance.ts';
import { volunteerPerson } from './volunteerPerson.ts';
import { volunteerRegistration } from './volunteerRegistration.ts';
import { volunteerTeam } from './volunteerTeam.ts';

export const ZHIJIANG_RESOURCES: readonly ResourceDef[] = [
  volunteerTeam, volunteerPerson, voluntaryremittance, volunteerRegistration,
  redLecturerOrganization, redLecturer, redLecture,
  informationGroup, studio, beautifulSilver, talentBrandTeam, careNextGeneration,
];
