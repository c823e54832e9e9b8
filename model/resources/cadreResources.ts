/** The resources of the retired-cadre archive (issue 8), in the order their pages appear. */
import type { ResourceDef } from '../resource/types.ts';
import { cadre } from './cadre.ts';
import { cadreDeath } from './cadreDeath.ts';
import { cadreFamily } from './cadreFamily.ts';
import { cadreFamilyMember } from './cadreFamilyMember.ts';
import { cadreHealthFollowup } from './cadreHealthFollowup.ts';
import { cadreHealthRecord } from './cadreHealthRecord.ts';
import { cadreOther } from './cadreOther.ts';
import { cadrePhoto } from './cadrePhoto.ts';
import { cadreResume } from './cadreResume.ts';
import { cadreRuralPairing } from './cadreRuralPairing.ts';
import { cadreSelfEntry } from './cadreSelfEntry.ts';
import { cadreSurvivor } from './cadreSurvivor.ts';
import { cadreSyncError } from './cadreSyncError.ts';
import { cadreTalent } from './cadreTalent.ts';
import { intelligentVerificationRecord } from './intelligentVerificationRecord.ts';
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

export const CADRE_RESOURCES: readonly ResourceDef[] = [cadre, ...CADRE_SUB_RECORDS, cadreSelfEntry, intelligentVerificationRecord, cadreSyncError];
