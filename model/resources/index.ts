/** Every declared resource: the server registers their routes and the browser their pages from this list. */
import type { ResourceDef } from '../resource/types.ts';
import { CADRE_RESOURCES } from './cadreResources.ts';
import { CARE_CHILD_RESOURCES } from './careChildResources.ts';
import { LIAISON_RESOURCES } from './liaisonResources.ts';
import { ENJOY_LIFE_CARE_RESOURCES } from './enjoyLifeCareResources.ts';
import { ENJOY_LIFE_UNIVERSITY_RESOURCES } from './enjoyLifeUniversityResources.ts';
import { ENJOY_LIFE_CENTRE_RESOURCES } from './enjoyLifeCentreResources.ts';
import { newsTrends } from './newsTrends.ts';
import { notification } from './notification.ts';
import { INFORMATION_PUBLISH_RESOURCES } from './informationPublishResources.ts';
import { policyDocument } from './policyDocument.ts';
import { savedView } from './savedView.ts';
import { stafftelphone } from './stafftelphone.ts';
import { VANGUARD_CONTENT_RESOURCES } from './vanguardContentResources.ts';
import { VANGUARD_BRANCH_RESOURCES } from './vanguardBranchResources.ts';
import { VANGUARD_REST_RESOURCES } from './vanguardRestResources.ts';
import { WORK_RECORD_RESOURCES } from './workRecordResources.ts';
import { ZHIJIANG_RESOURCES } from './zhijiangResources.ts';

export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument, savedView, ...CADRE_RESOURCES, ...WORK_RECORD_RESOURCES, ...VANGUARD_CONTENT_RESOURCES, ...VANGUARD_BRANCH_RESOURCES, newsTrends, notification, ...CARE_CHILD_RESOURCES, ...LIAISON_RESOURCES];
export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument, savedView, ...CADRE_RESOURCES, ...WORK_RECORD_RESOURCES, ...VANGUARD_CONTENT_RESOURCES, ...VANGUARD_BRANCH_RESOURCES, newsTrends, notification, ...ENJOY_LIFE_CARE_RESOURCES];
export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument, savedView, ...CADRE_RESOURCES, ...WORK_RECORD_RESOURCES, ...VANGUARD_CONTENT_RESOURCES, ...VANGUARD_BRANCH_RESOURCES, ...ZHIJIANG_RESOURCES, newsTrends, notification];
import { ZHIJIANG_TALENT_RESOURCES } from './zhijiangTalentResources.ts';

export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument, savedView, ...CADRE_RESOURCES, ...WORK_RECORD_RESOURCES, ...VANGUARD_CONTENT_RESOURCES, ...VANGUARD_BRANCH_RESOURCES, ...ZHIJIANG_TALENT_RESOURCES, newsTrends, notification];
export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument, savedView, ...CADRE_RESOURCES, ...WORK_RECORD_RESOURCES, ...VANGUARD_CONTENT_RESOURCES, ...VANGUARD_BRANCH_RESOURCES, ...INFORMATION_PUBLISH_RESOURCES];
export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument, savedView, ...CADRE_RESOURCES, ...WORK_RECORD_RESOURCES, ...VANGUARD_CONTENT_RESOURCES, ...VANGUARD_BRANCH_RESOURCES, ...ENJOY_LIFE_UNIVERSITY_RESOURCES, newsTrends, notification];
export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument, savedView, ...CADRE_RESOURCES, ...WORK_RECORD_RESOURCES, ...VANGUARD_CONTENT_RESOURCES, ...VANGUARD_BRANCH_RESOURCES, ...VANGUARD_REST_RESOURCES, newsTrends, notification];
export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument, savedView, ...CADRE_RESOURCES, ...WORK_RECORD_RESOURCES, ...VANGUARD_CONTENT_RESOURCES, ...VANGUARD_BRANCH_RESOURCES, ...ENJOY_LIFE_CENTRE_RESOURCES, newsTrends, notification];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}
