/**
 * The official collection template: download it, import a filled one (JSON `{ fileName, content }`, the
 * file in Base64, within the server's body limit), and read the import records (baseInfoRecord).
 */
import { zh } from '../../../../model/i18n/index.ts';
import type { AreaDeps } from '../../../areas.ts';
import { API } from '../../../engine/routes.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { businessError } from '../../../http/errors.ts';
import type { Ctx, Router } from '../../../http/router.ts';
import { pageOf } from '../../../db/pageOf.ts';
import { pageParams } from '../../../http/pageParams.ts';
import { CODES, requireAll } from '../permissions.ts';
import { sendXlsx } from '../sendXlsx.ts';
import { templateColumns } from './collectionTemplate.ts';
import { importCollectionTemplate } from './importTemplate.ts';
import { actorOf, objectBody } from '../../../engine/requestParts.ts';

const EXAMPLE = ['1', '张建国', '13805710001', '公务员(含参公)', '县处级副职', '杭州市', '男', '1950-03-15', '汉族', '浙江杭州', '中国共产党党员', '1972-07', '大学本科毕业', '高级经济师', '杭州市委老干部局', '330106195003150032'];

const COLUMNS = `b.id, b.file_name AS "fileName", b.template_version AS "templateVersion", b.status, b.total, b.imported, b.failed,
  b.org_id AS "orgId", (SELECT u.name FROM sys_user u WHERE u.id = b.create_by) AS "createByName", b.create_time AS "createTime"`;

function visible(ctx: Ctx, p: SqlParams): string {
  return orgScopeSql('b.org_id', ctx.principal!.scope, p, 'b.create_by', ctx.principal!.userId);
}

export function importRoutes(router: Router, deps: AreaDeps): void {
  const base = `${API}/cadreImport`;
  const readers = [[CODES.importView, 'cadre_view']];
  router.get(`${base}/template`, requireAll([CODES.importView], async (ctx) => {
    const dictionaries = new Map((await deps.dictionaries.all()).map((t) => [t.code, t.items.filter((i) => i.enabled).map((i) => i.label)]));
    await sendXlsx(ctx, '离退休干部职工信息收集模版.xlsx', '信息收集', templateColumns((dict) => dictionaries.get(dict) ?? []), [EXAMPLE]);
  }));
  router.post(base, requireAll([CODES.importUpload], async (ctx) => {
    return importCollectionTemplate(deps, actorOf(ctx), await objectBody(ctx));
  }));
  router.get(`${base}/records`, requireAll(readers, (ctx) => {
    const p = new SqlParams();
    return pageOf(deps.db, { from: `FROM cadre_import_batch b WHERE ${visible(ctx, p)}`, columns: COLUMNS, order: 'b.create_time DESC, b.id' }, p.values, pageParams(ctx.query));
  }));
  router.get(`${base}/records/{id}`, requireAll(readers, async (ctx) => {
    const p = new SqlParams();
    const [record] = await deps.db.query(`SELECT ${COLUMNS}, b.errors FROM cadre_import_batch b WHERE b.id = ${p.add(ctx.params.id!)} AND ${visible(ctx, p)}`, p.values);
    if (!record) throw businessError(zh('empty.noResultForId'));
    return record;
  }));
}
