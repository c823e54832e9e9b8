/** Every declared resource: the server registers their routes and the browser their pages from this list. */
import type { ResourceDef } from '../resource/types.ts';
import { CADRE_RESOURCES } from './cadreResources.ts';
import { CARE_CHILD_RESOURCES } from './careChildResources.ts';
import { LIAISON_RESOURCES } from './liaisonResources.ts';
import { ENJOY_LIFE_CARE_RESOURCES } from './enjoyLifeCareResources.ts';
import { ENJOY_LIFE_UNIVERSITY_RESOURCES } from './enjoyLifeUniversityResources.ts';
import { ENJOY_LIFE_CENTRE_RESOURCES } from './enjoyLifeCentreResources.ts';
import { INFORMATION_PUBLISH_RESOURCES } from './informationPublishResources.ts';
import { policyDocument } from './policyDocument.ts';
import { savedView } from './savedView.ts';
import { stafftelphone } from './stafftelphone.ts';
import { VANGUARD_CONTENT_RESOURCES } from './vanguardContentResources.ts';
import { VANGUARD_BRANCH_RESOURCES } from './vanguardBranchResources.ts';
import { VANGUARD_REST_RESOURCES } from './vanguardRestResources.ts';
import { WORK_RECORD_RESOURCES } from './workRecordResources.ts';
import { ZHIJIANG_RESOURCES } from './zhijiangResources.ts';

export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument, savedView, ...CADRE_RESOURCES, ...WORK_RECORD_RESOURCES, ...VANGUARD_CONTENT_RESOURCES, ...VANGUARD_BRANCH_RESOURCES, ...CARE_CHILD_RESOURCES, ...LIAISON_RESOURCES, ...ENJOY_LIFE_CARE_RESOURCES, ...ZHIJIANG_RESOURCES, ...ZHIJIANG_TALENT_RESOURCES, ...INFORMATION_PUBLISH_RESOURCES, ...ENJOY_LIFE_UNIVERSITY_RESOURCES, ...VANGUARD_REST_RESOURCES, ...ENJOY_LIFE_CENTRE_RESOURCES];
import { ZHIJIANG_TALENT_RESOURCES } from './zhijiangTalentResources.ts';


const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}
