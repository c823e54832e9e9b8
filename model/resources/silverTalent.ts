/**
 * 银龄人才风采 (/enjoyLife/silverTalent): the showcase of the archive's talents, those willing to serve whose
 * achievements are recorded (a server hook keeps them), read-only as the directory is.
 */
import type { ResourceDef } from '../resource/types.ts';
import { talentView } from './talentView.ts';

const directory = talentView('silverTalent', ['银龄人才风采', 'Talent showcase']);

export const silverTalent: ResourceDef = {
  ...directory,
  // The showcase shows what they achieved: achievements become a column, the hobbies step back.
  fields: directory.fields.map((f) =>
    f.name === 'achievements' ? { ...f, list: 360, search: 'contains' as const } : f.name === 'willingToServe' ? { ...f, list: false } : f,
  ),
};
