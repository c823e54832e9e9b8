/** 银龄人才名录 (/enjoyLife/silverTalentPerson): the directory of every talent of the archive, read-only (talentView.ts). */
import type { ResourceDef } from '../resource/types.ts';
import { talentView } from './talentView.ts';

export const silverTalentPerson: ResourceDef = talentView('silverTalentPerson', ['银龄人才名录', 'Talent directory']);
