/**
 * Where the browser finds each resource declaration: a lazily imported module per declaration, named after
 * it (model/resources/<name>.ts exports <name>). Listed here rather than reached by a glob import, which
 * would make every file of model/resources a chunk of its own, the declarations' helpers too (checks, dates,
 * lifecycle), so that a declaration arrived in half a dozen pieces. test/crud/loadResource.test.ts holds the
 * list to the folder: a new declaration is refused by the test until it is added here.
 */
export const RESOURCE_MODULES: Readonly<Record<string, () => Promise<Record<string, unknown>>>> = {
  allopatryVisit: () => import('../../model/resources/allopatryVisit.ts'),
  birthdayVisit: () => import('../../model/resources/birthdayVisit.ts'),
  cadre: () => import('../../model/resources/cadre.ts'),
  cadreDeath: () => import('../../model/resources/cadreDeath.ts'),
  cadreFamily: () => import('../../model/resources/cadreFamily.ts'),
  cadreFamilyMember: () => import('../../model/resources/cadreFamilyMember.ts'),
  cadreHealthFollowup: () => import('../../model/resources/cadreHealthFollowup.ts'),
  cadreHealthRecord: () => import('../../model/resources/cadreHealthRecord.ts'),
  cadreOther: () => import('../../model/resources/cadreOther.ts'),
  cadrePhoto: () => import('../../model/resources/cadrePhoto.ts'),
  cadreResume: () => import('../../model/resources/cadreResume.ts'),
  cadreRuralPairing: () => import('../../model/resources/cadreRuralPairing.ts'),
  cadreSelfEntry: () => import('../../model/resources/cadreSelfEntry.ts'),
  cadreSurvivor: () => import('../../model/resources/cadreSurvivor.ts'),
  cadreSyncError: () => import('../../model/resources/cadreSyncError.ts'),
  cadreTalent: () => import('../../model/resources/cadreTalent.ts'),
  cadreWill: () => import('../../model/resources/cadreWill.ts'),
  dailyVisit: () => import('../../model/resources/dailyVisit.ts'),
  difficulty: () => import('../../model/resources/difficulty.ts'),
  dictionaryType: () => import('../../model/resources/dictionaryType.ts'),
  holidayVisit: () => import('../../model/resources/holidayVisit.ts'),
  hospitalizationVisit: () => import('../../model/resources/hospitalizationVisit.ts'),
  inpatient: () => import('../../model/resources/inpatient.ts'),
  intelligentVerificationRecord: () => import('../../model/resources/intelligentVerificationRecord.ts'),
  newsTrends: () => import('../../model/resources/newsTrends.ts'),
  notification: () => import('../../model/resources/notification.ts'),
  organization: () => import('../../model/resources/organization.ts'),
  policyDocument: () => import('../../model/resources/policyDocument.ts'),
  rest: () => import('../../model/resources/rest.ts'),
  role: () => import('../../model/resources/role.ts'),
  savedView: () => import('../../model/resources/savedView.ts'),
  stafftelphone: () => import('../../model/resources/stafftelphone.ts'),
  testamentVisit: () => import('../../model/resources/testamentVisit.ts'),
  users: () => import('../../model/resources/users.ts'),
};
