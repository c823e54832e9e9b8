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
  inpatient: () => import('./inpatientChecks.ts').then((m) => m.inpatientChecks),
  parttime: () => import('./parttimeChecks.ts').then((m) => m.parttimeChecks),
  meetingAttendanceItem: () => import('./meetingAttendanceItemChecks.ts').then((m) => m.meetingAttendanceItemChecks),
  partyDues: () => import('./partyDuesChecks.ts').then((m) => m.partyDuesChecks),
  partyMember: () => import('./partyMemberChecks.ts').then((m) => m.partyMemberChecks),
  policyDocument: () => import('./policyDocumentChecks.ts').then((m) => m.policyDocumentChecks),
  rest: () => import('./restChecks.ts').then((m) => m.restChecks),
};

const NONE: Checks = [];

/** The record checks of a resource (none for a resource without any, or a name that is no resource). */
export function recordChecks(name: string): Promise<Checks> {
  // Own keys only (not `toString`); Object.hasOwn is newer than the browsers the build targets (Chrome 87).
  const load = Object.prototype.hasOwnProperty.call(RECORD_CHECK_MODULES, name) ? RECORD_CHECK_MODULES[name] : undefined;
  return load ? load() : Promise.resolve(NONE);
}
