/** The resources of 银龄乐享's services, content and directories (docs/enjoyLife.md, "养老服务与学习内容"), in menu order. */
import type { ResourceDef } from '../resource/types.ts';
import { briefing } from './briefing.ts';
import { careCommunity } from './careCommunity.ts';
import { careDoctor } from './careDoctor.ts';
import { careNursingInstitution } from './careNursingInstitution.ts';
import { favorableAgedProject } from './favorableAgedProject.ts';
import { fourNearby } from './fourNearby.ts';
import { importantThought } from './importantThought.ts';
import { medicalGuideline } from './medicalGuideline.ts';
import { onePersonOneStrategy } from './onePersonOneStrategy.ts';
import { projectLearning } from './projectLearning.ts';
import { silverTalent } from './silverTalent.ts';
import { silverTalentPerson } from './silverTalentPerson.ts';
import { videoLesson } from './videoLesson.ts';

export const ENJOY_LIFE_CARE_RESOURCES: readonly ResourceDef[] = [
  projectLearning, briefing, importantThought, onePersonOneStrategy, silverTalentPerson, silverTalent, fourNearby,
  careDoctor, careCommunity, careNursingInstitution, medicalGuideline, favorableAgedProject, videoLesson,
];
