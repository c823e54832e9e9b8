/** 工作记录 (work records, issue 19): its records run on the engine; this area adds their rules. */
import { resourceByName } from '../../../model/resources/index.ts';
import { VISIT_TYPES, visitResourceName } from '../../../model/resources/visitRecord.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { visitHooks } from './visitHooks.ts';

export function workRecordRoutes(): void {
  for (const type of VISIT_TYPES) {
    const def = resourceByName(visitResourceName(type))!;
    registerHooks(def.name, visitHooks(def, type));
  }
}
