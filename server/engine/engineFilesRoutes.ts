/**
 * Routes of attachments, the export centre, the import pipeline and single-use downloads (docs/api.md,
 * "Files, exports and imports"), registered by engineRoutes. Also starts the retention sweep with the app
 * and stops it, and the background jobs, when the server stops.
 */
import { RESOURCES } from '../../model/resources/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import type { AreaDeps } from '../areas.ts';
import type { Ctx, RouteOptions, Router } from '../http/router.ts';
import { API } from './api.ts';
import { downloadTicket, getDownload, listDownloads } from './downloadRecords.ts';
import { download } from './downloadRoute.ts';
import { fileMeta, fileNotFound, listFiles } from './fileQueries.ts';
import { createFilesDeps, type FilesDeps } from './filesDeps.ts';
import { startExport } from './exportJob.ts';
import { importPlan } from './importColumns.ts';
import { commitImport } from './importCommit.ts';
import { errorsTicket, getImport, importRows, listImports, ownImport } from './importRecords.ts';
import { writeTemplate } from './importTemplate.ts';
import { uploadImport } from './importUpload.ts';
import { actorOf } from './requestParts.ts';
import { registerSavedViewHooks } from './savedViewHooks.ts';
import { issueTicket } from './tickets.ts';
import { uploadFile } from './uploadFile.ts';

function resourceFileRoutes(router: Router, deps: FilesDeps, def: ResourceDef, requires: (code: string) => RouteOptions): void {
  const base = `${API}/${def.name}`;
  const perm = def.permissions;
  if (perm.export) {
    router.get(`${base}/export`, (ctx) => startExport(deps, def, actorOf(ctx), ctx.query), requires(perm.export));
  }
  if (perm.import) {
    router.get(
      `${base}/template`,
      async (ctx) => writeTemplate(ctx.res, await importPlan(deps.db, deps.dictionaries, def, ctx.principal!), ctx.principal!),
      requires(perm.import),
    );
    router.post(`${base}/import`, (ctx) => uploadImport(deps, def, ctx.principal!, ctx.req), requires(perm.import));
  }
}

export function engineFilesRoutes(router: Router, area: AreaDeps, requires: (code: string) => RouteOptions): void {
  const deps = createFilesDeps(area);
  for (const def of RESOURCES) resourceFileRoutes(router, deps, def, requires);

  // Records of one's own exports and imports (and, for administrators, those within their scope).
  router.get(`${API}/downloadRecord`, (ctx) => listDownloads(deps, ctx.principal!, ctx.query));
  router.get(`${API}/downloadRecord/page`, (ctx) => listDownloads(deps, ctx.principal!, ctx.query));
  router.get(`${API}/downloadRecord/{jobId}`, (ctx) => getDownload(deps, ctx.principal!, ctx.params.jobId!));
  router.post(`${API}/downloadRecord/{jobId}/ticket`, (ctx) => downloadTicket(deps, ctx.principal!, ctx.params.jobId!));
  router.get(`${API}/importRecord`, (ctx) => listImports(deps, ctx.principal!, ctx.query));
  router.get(`${API}/importRecord/page`, (ctx) => listImports(deps, ctx.principal!, ctx.query));
  router.get(`${API}/importRecord/{batchId}`, (ctx) => getImport(deps, ctx.principal!, ctx.params.batchId!));
  router.get(`${API}/importRecord/{batchId}/rows`, async (ctx) => importRows(deps, await ownImport(deps, ctx.principal!, ctx.params.batchId!), ctx.query));
  router.post(`${API}/importRecord/{batchId}/commit`, (ctx) => commitImport(deps, actorOf(ctx), ctx.params.batchId!));
  router.post(`${API}/importRecord/{batchId}/errors/ticket`, (ctx) => errorsTicket(deps, ctx.principal!, ctx.params.batchId!));

  // Attachments: anyone signed in may upload; reading follows fileAccess.ts.
  router.post(`${API}/file`, (ctx) => uploadFile(deps, ctx.principal!, ctx.req));
  const readable = async (ctx: Ctx) => (await fileMeta(deps.db, ctx.principal!, ctx.params.id!)) ?? raise(fileNotFound());
  router.get(`${API}/file/{id}`, readable);
  router.post(`${API}/file/{id}/ticket`, async (ctx) => {
    const meta = await readable(ctx);
    return issueTicket(deps.db, { kind: 'file', refId: meta.id, userId: ctx.principal!.userId }, deps.clock.now(), deps.config.files.ticketSeconds);
  });
  router.get(`${API}/fileinformation`, (ctx) => listFiles(deps.db, ctx.principal!, ctx.query));
  router.get(`${API}/fileinformation/page`, (ctx) => listFiles(deps.db, ctx.principal!, ctx.query));

  // The ticket is the credential: no session, no sign.
  router.get(`${API}/download`, (ctx) => download(ctx, deps), { public: true });

  registerSavedViewHooks();
  deps.retention.start();
  area.app.onStop(async () => {
    await deps.retention.stop();
    await deps.jobs.stop();
  });
}

function raise(error: Error): never {
  throw error;
}
