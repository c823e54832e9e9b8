/**
 * Where each resource's record checks are: a module of their own beside the declaration,
 * `model/resources/<name>Checks.ts` exporting `<name>Checks`, so that what only shows records (a list) does
 * not download them, nor the date and ID-number code they use. What validates (validate.ts) loads them:
 * the server before every write and import (its bundle holds them all), the browser's form only those of the
 * resource it shows. test/engine/recordChecks.test.ts holds the list to the folder.
 */
import type { RecordCheck } from '../resource/types.ts';

type Checks = readonly RecordCheck[];

export const RECORD_CHECK_MODULES: Readonly<Record<string, () => Promise<Checks>>> = {
  activity: () => import('./activityChecks.ts').then((m) => m.activityChecks),
  activityAppointment: () => import('./activityAppointmentChecks.ts').then((m) => m.activityAppointmentChecks),
  abroad: () => import('./abroadChecks.ts').then((m) => m.abroadChecks),
  abroadCertificate: () => import('./abroadCertificateChecks.ts').then((m) => m.abroadCertificateChecks),
  // The overdue list is the same trips, read-only.
  abroadOverdue: () => import('./abroadChecks.ts').then((m) => m.abroadChecks),
  backboneTraining: () => import('./backboneTrainingChecks.ts').then((m) => m.backboneTrainingChecks),
  cadre: () => import('./cadreChecks.ts').then((m) => m.cadreChecks),
  cadreDeath: () => import('./cadreDeathChecks.ts').then((m) => m.cadreDeathChecks),
  cadreFamily: () => import('./cadreFamilyChecks.ts').then((m) => m.cadreFamilyChecks),
  cadreFamilyMember: () => import('./cadreFamilyMemberChecks.ts').then((m) => m.cadreFamilyMemberChecks),
  cadreHealthFollowup: () => import('./cadreHealthFollowupChecks.ts').then((m) => m.cadreHealthFollowupChecks),
  cadreHealthRecord: () => import('./cadreHealthRecordChecks.ts').then((m) => m.cadreHealthRecordChecks),
  cadreOther: () => import('./cadreOtherChecks.ts').then((m) => m.cadreOtherChecks),
  cadreResume: () => import('./cadreResumeChecks.ts').then((m) => m.cadreResumeChecks),
  cadreRuralPairing: () => import('./cadreRuralPairingChecks.ts').then((m) => m.cadreRuralPairingChecks),
  // A self-entry is a cadre's basic information on its way into the archive: the same checks.
  cadreSelfEntry: () => import('./cadreChecks.ts').then((m) => m.cadreChecks),
  cadreSurvivor: () => import('./cadreSurvivorChecks.ts').then((m) => m.cadreSurvivorChecks),
  cadreWill: () => import('./cadreWillChecks.ts').then((m) => m.cadreWillChecks),
  difficulty: () => import('./difficultyChecks.ts').then((m) => m.difficultyChecks),
  favorableAgedProject: () => import('./favorableAgedProjectChecks.ts').then((m) => m.favorableAgedProjectChecks),
  integral: () => import('./integralChecks.ts').then((m) => m.integralChecks),
  inpatient: () => import('./inpatientChecks.ts').then((m) => m.inpatientChecks),
  onePersonOneStrategy: () => import('./onePersonOneStrategyChecks.ts').then((m) => m.onePersonOneStrategyChecks),
  parttime: () => import('./parttimeChecks.ts').then((m) => m.parttimeChecks),
  meetingAttendanceItem: () => import('./meetingAttendanceItemChecks.ts').then((m) => m.meetingAttendanceItemChecks),
  notification: () => import('./notificationChecks.ts').then((m) => m.notificationChecks),
  partyDues: () => import('./partyDuesChecks.ts').then((m) => m.partyDuesChecks),
  partyMember: () => import('./partyMemberChecks.ts').then((m) => m.partyMemberChecks),
  policyDocument: () => import('./policyDocumentChecks.ts').then((m) => m.policyDocumentChecks),
  redLecture: () => import('./redLectureChecks.ts').then((m) => m.redLectureChecks),
  rest: () => import('./restChecks.ts').then((m) => m.restChecks),
  voluntaryremittance: () => import('./voluntaryremittanceChecks.ts').then((m) => m.voluntaryremittanceChecks),
  volunteerPerson: () => import('./volunteerPersonChecks.ts').then((m) => m.volunteerPersonChecks),
  volunteerRegistration: () => import('./volunteerRegistrationChecks.ts').then((m) => m.volunteerRegistrationChecks),
  questionBank: () => import('./questionBankChecks.ts').then((m) => m.questionBankChecks),
  universityCourse: () => import('./universityCourseChecks.ts').then((m) => m.universityCourseChecks),
  universityStudent: () => import('./universityStudentChecks.ts').then((m) => m.universityStudentChecks),
};

const NONE: Checks = [];

/** The record checks of a resource (none for a resource without any, or a name that is no resource). */
export function recordChecks(name: string): Promise<Checks> {
  // Own keys only (not `toString`); Object.hasOwn is newer than the browsers the build targets (Chrome 87).
  const load = Object.prototype.hasOwnProperty.call(RECORD_CHECK_MODULES, name) ? RECORD_CHECK_MODULES[name] : undefined;
  return load ? load() : Promise.resolve(NONE);
}
