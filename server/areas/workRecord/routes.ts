/** 工作记录 (work records, issue 19): its records run on the engine; this area adds their rules and 工作统计. */
import { resourceByName } from '../../../model/resources/index.ts';
import { VISIT_TYPES, visitResourceName } from '../../../model/resources/visitRecord.ts';
import type { AreaDeps } from '../../areas.ts';
import { registerHooks } from '../../engine/hooks.ts';
import type { Router } from '../../http/router.ts';
import { deriveSubRecord } from '../cadre/hooks/subRecordHooks.ts';
import { abroadHooks, abroadOverdueHooks } from './abroadHooks.ts';
import { parttimeHooks } from './parttimeHooks.ts';
import { statisticsRoutes } from './statisticsRoutes.ts';
import { visitHooks } from './visitHooks.ts';

/** Work records whose only server rule is the one of every cadre's record: its cadre's name and organisation. */
const PLAIN = ['inpatient', 'rest', 'difficulty', 'abroadCertificate'];

export function workRecordRoutes(router: Router, deps: AreaDeps): void {
  statisticsRoutes(router, deps);
  for (const type of VISIT_TYPES) {
    const def = resourceByName(visitResourceName(type))!;
    registerHooks(def.name, visitHooks(def, type));
  }
  for (const name of PLAIN) {
    const def = resourceByName(name)!;
    registerHooks(name, { derive: (ctx, op, values) => deriveSubRecord(def, ctx, op, values) });
  }
  registerHooks('abroad', abroadHooks(resourceByName('abroad')!));
  registerHooks('abroadOverdue', abroadOverdueHooks);
  registerHooks('parttime', parttimeHooks(resourceByName('parttime')!));
}
