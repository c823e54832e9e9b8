/**
 * 银耀之江's 银龄人才申报 (issue 21, docs/zhijiang.md): applications run on the engine with the hooks installed
 * here; the settings, the statistics and an application's trail are calls of their own.
 */
import { talentDeclare } from '../../../model/resources/talentDeclare.ts';
import type { AreaDeps } from '../../areas.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { API } from '../../engine/routes.ts';
import { objectBody } from '../../engine/requestParts.ts';
import type { Router } from '../../http/router.ts';
import { talentHooks } from './talentHooks.ts';
import { saveTalentConfig, talentConfig, talentCount, talentTrail } from './talentViews.ts';

/** The menu codes of the settings and statistics pages (model/menu/groups/zhijiang.ts). */
export const TALENT_CODES = {
  config: 'zhijiang_personnel_config_view',
  configSave: 'zhijiang_personnel_config_save',
  count: 'zhijiang_personnel_count_view',
} as const;

export function zhijiangTalentRoutes(router: Router, deps: AreaDeps): void {
  registerHooks(talentDeclare.name, talentHooks());
  router.get(`${API}/talentDeclareConfig`, (ctx) => talentConfig(deps.db, ctx.principal!), { permission: TALENT_CODES.config });
  router.put(`${API}/talentDeclareConfig`, async (ctx) => saveTalentConfig(deps.db, ctx.principal!, await objectBody(ctx)), { permission: TALENT_CODES.configSave });
  router.get(`${API}/talentDeclareCount`, (ctx) => talentCount(deps.db, deps.dictionaries, ctx.principal!), { permission: TALENT_CODES.count });
  router.get(`${API}/talentDeclareTrail/{id}`, (ctx) => talentTrail(deps.db, ctx.principal!, ctx.params.id!), { permission: talentDeclare.permissions.view });
}
