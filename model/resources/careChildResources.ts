/** The resources of 关心下一代 (issue 23, docs/careChild.md), in the order their pages appear. */
import type { ResourceDef } from '../resource/types.ts';
import { careMember } from './careMember.ts';
import { careOrganization } from './careOrganization.ts';
import { careTrend } from './careTrend.ts';
import { fiveOldDemeanor } from './fiveOldDemeanor.ts';

export const CARE_CHILD_RESOURCES: readonly ResourceDef[] = [careOrganization, careMember, careTrend, fiveOldDemeanor];
