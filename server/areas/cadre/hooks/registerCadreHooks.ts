/** Installs the archive's server rules on its resources (engine hooks, one set per resource). */
import { CADRE_SUB_RECORDS } from '../../../../model/resources/cadreResources.ts';
import { resourceByName } from '../../../../model/resources/index.ts';
import { registerHooks, type ResourceHooks } from '../../../engine/hooks.ts';
import { cadreHooks, selfEntryHooks } from './cadreHooks.ts';
import { deathHooks, survivorHooks } from './deathHooks.ts';
import { generatedOnly } from './generatedOnly.ts';
import { resumeHooks } from './resumeHooks.ts';
import { deriveSubRecord } from './subRecordHooks.ts';
import { willHooks } from './willHooks.ts';

const SPECIFIC: Record<string, ResourceHooks> = {
  cadreResume: resumeHooks,
  cadreDeath: deathHooks,
  cadreSurvivor: survivorHooks,
  cadreWill: willHooks,
};

export function registerCadreHooks(): void {
  registerHooks('cadre', cadreHooks);
  registerHooks('cadreSelfEntry', selfEntryHooks);
  for (const def of CADRE_SUB_RECORDS) {
    registerHooks(def.name, { ...SPECIFIC[def.name], derive: (ctx, op, values) => deriveSubRecord(def, ctx, op, values) });
  }
  for (const name of ['intelligentVerificationRecord', 'cadreSyncError']) registerHooks(name, generatedOnly(resourceByName(name)!));
}
