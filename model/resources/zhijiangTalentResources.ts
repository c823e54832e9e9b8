/** The resources of 银耀之江's 银龄人才申报 (issue 21, docs/zhijiang.md). */
import type { ResourceDef } from '../resource/types.ts';
import { talentDeclare } from './talentDeclare.ts';

export const ZHIJIANG_TALENT_RESOURCES: readonly ResourceDef[] = [talentDeclare];
