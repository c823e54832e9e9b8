/**
 * 工作联络 (work liaison). The phone book, policy documents, annual reports and staff teams run on the engine;
 * this area adds their rules and the annual report's generation:
 *   GET  annualReport/figures?orgId&year   the statistics part of an organisation's year, counted now
 *   POST annualReport/auto {orgId, year}   a draft report with those figures (the spec's `auto`)
 *   GET  cadresTeam/city                   市县工作队伍's full-time and part-time people per city, in scope
 *   GET  cadresTeam/province               省直单位工作队伍's per provincial unit, in scope
 * Policy documents' receipts (publishing, reading, signing, reminding) are 通知公告's mechanism, registered with
 * it by the information publishing area (server/areas/informationPublish/receiptRoutes.ts).
 */
import { annualReport } from '../../../model/resources/annualReport.ts';
import { cadresTeamCity } from '../../../model/resources/cadresTeamCity.ts';
import { cadresTeamProvince } from '../../../model/resources/cadresTeamProvince.ts';
import { OFFICER_TEAM_KINDS, type OfficerTeamResource } from '../../../model/resources/officerTeam.ts';
import type { AreaDeps } from '../../areas.ts';
import { API } from '../../engine/api.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { actorOf, objectBody } from '../../engine/requestParts.ts';
import type { Router } from '../../http/router.ts';
import { generateReport, reportFigures, reportRequest } from './annualReportAuto.ts';
import { annualReportHooks } from './annualReportHooks.ts';
import { officerTeamHooks } from './officerTeamHooks.ts';
import { teamCounts } from './teamCounts.ts';

export function liaisonRoutes(router: Router, deps: AreaDeps): void {
  registerHooks('annualReport', annualReportHooks);
  for (const resource of Object.keys(OFFICER_TEAM_KINDS) as OfficerTeamResource[]) registerHooks(resource, officerTeamHooks(resource));
  const perm = annualReport.permissions;
  router.get(
    `${API}/annualReport/figures`,
    async (ctx) => reportFigures(deps.db, await reportRequest(deps.db, ctx.principal!, Object.fromEntries(ctx.query))),
    { permission: perm.add },
  );
  router.post(`${API}/annualReport/auto`, async (ctx) => generateReport(deps, actorOf(ctx), await objectBody(ctx)), { permission: perm.add });
  router.get(`${API}/cadresTeam/city`, (ctx) => teamCounts(deps.db, cadresTeamCity, ctx.principal!, 'city'), { permission: cadresTeamCity.permissions.view });
  router.get(`${API}/cadresTeam/province`, (ctx) => teamCounts(deps.db, cadresTeamProvince, ctx.principal!, 'org'), { permission: cadresTeamProvince.permissions.view });
}
