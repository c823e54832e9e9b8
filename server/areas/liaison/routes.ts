/**
 * 工作联络 (work liaison). The phone book, policy documents, annual reports and staff teams run on the engine;
 * this area adds their rules and the annual report's generation:
 *   GET  annualReport/figures?orgId&year   the statistics part of an organisation's year, counted now
 *   POST annualReport/auto {orgId, year}   a draft report with those figures (the spec's `auto`)
 */
import { annualReport } from '../../../model/resources/annualReport.ts';
import { OFFICER_TEAM_KINDS, type OfficerTeamResource } from '../../../model/resources/officerTeam.ts';
import type { AreaDeps } from '../../areas.ts';
import { API } from '../../engine/api.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { actorOf, objectBody } from '../../engine/requestParts.ts';
import type { Router } from '../../http/router.ts';
import { generateReport, reportFigures, reportRequest } from './annualReportAuto.ts';
import { annualReportHooks } from './annualReportHooks.ts';
import { officerTeamHooks } from './officerTeamHooks.ts';
import { registerPolicyDocumentHooks } from './policyDocumentHooks.ts';

export function liaisonRoutes(router: Router, deps: AreaDeps): void {
  registerPolicyDocumentHooks();
  registerHooks('annualReport', annualReportHooks);
  for (const resource of Object.keys(OFFICER_TEAM_KINDS) as OfficerTeamResource[]) registerHooks(resource, officerTeamHooks(resource));
  const perm = annualReport.permissions;
  router.get(
    `${API}/annualReport/figures`,
    async (ctx) => reportFigures(deps.db, await reportRequest(deps.db, ctx.principal!, Object.fromEntries(ctx.query))),
    { permission: perm.add },
  );
  router.post(`${API}/annualReport/auto`, async (ctx) => generateReport(deps, actorOf(ctx), await objectBody(ctx)), { permission: perm.add });
}
