/**
 * 银龄乐享's services, content and directories (docs/enjoyLife.md, "养老服务与学习内容"): they run on the engine;
 * this adds the care plans' rules and keeps the talent showcase to the talents with something to show.
 */
import { resourceByName } from '../../../model/resources/index.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { carePlanHooks } from './carePlanHooks.ts';

export function enjoyLifeCareRoutes(): void {
  registerHooks('onePersonOneStrategy', carePlanHooks(resourceByName('onePersonOneStrategy')!));
  // 银龄人才风采: those willing to serve whose achievements are recorded in the archive.
  registerHooks('silverTalent', {
    visibleWhere: (_principal, _p, alias) => `${alias}.willing_to_serve AND coalesce(btrim(${alias}.achievements), '') <> ''`,
  });
}
