/** The cadre's sub-records, as one list: the archive's tabs, the recycle bin and the hooks go through them together. */
import type { ResourceDef } from '../resource/types.ts';
import { cadreDeath } from './cadreDeath.ts';
import { cadreFamily } from './cadreFamily.ts';
import { cadreFamilyMember } from './cadreFamilyMember.ts';
import { cadreHealthFollowup } from './cadreHealthFollowup.ts';
import { cadreHealthRecord } from './cadreHealthRecord.ts';
import { cadreOther } from './cadreOther.ts';
import { cadrePhoto } from './cadrePhoto.ts';
import { cadreResume } from './cadreResume.ts';
import { cadreRuralPairing } from './cadreRuralPairing.ts';
import { cadreSurvivor } from './cadreSurvivor.ts';
import { cadreTalent } from './cadreTalent.ts';
import { cadreWill } from './cadreWill.ts';

/** Sub-records of one cadre: what the archive shows, the recycle bin restores and purges with the cadre. */
export const CADRE_SUB_RECORDS: readonly ResourceDef[] = [
  cadreFamily,
  cadreFamilyMember,
  cadreResume,
  cadrePhoto,
  cadreTalent,
  cadreHealthRecord,
  cadreHealthFollowup,
  cadreDeath,
  cadreSurvivor,
  cadreWill,
  cadreOther,
  cadreRuralPairing,
];
