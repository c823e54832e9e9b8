/** Every declared resource: the server registers their routes and the browser their pages from this list. */
import type { ResourceDef } from '../resource/types.ts';
import { CADRE_RESOURCES } from './cadreResources.ts';
import { ENJOY_LIFE_CENTRE_RESOURCES } from './enjoyLifeCentreResources.ts';
import { newsTrends } from './newsTrends.ts';
import { notification } from './notification.ts';
import { policyDocument } from './policyDocument.ts';
import { savedView } from './savedView.ts';
import { stafftelphone } from './stafftelphone.ts';
import { VANGUARD_CONTENT_RESOURCES } from './vanguardContentResources.ts';
import { VANGUARD_BRANCH_RESOURCES } from './vanguardBranchResources.ts';
import { WORK_RECORD_RESOURCES } from './workRecordResources.ts';

export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument, savedView, ...CADRE_RESOURCES, ...WORK_RECORD_RESOURCES, ...VANGUARD_CONTENT_RESOURCES, ...VANGUARD_BRANCH_RESOURCES, ...ENJOY_LIFE_CENTRE_RESOURCES, newsTrends, notification];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}
