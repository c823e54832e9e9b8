/**
 * Server rules of 银龄讲师团 (docs/zhijiang.md): a group's level matches its organisation (省级 the province,
 * 市级 a city, 县级 a county; a unit counts as the bureau above it); its name follows into its lecturers; a
 * lecturer takes the cadre's name and the group's name and organisation (their scope), once per group; a
 * lecture takes its lecturer's name, group and organisation; the counts follow every change.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';
import { recordOf, valueOf } from './recordOf.ts';

const LEVEL_OF_KIND: Record<string, string> = { province: '1', city: '2', county: '3' };
const LEVEL_MESSAGE: Record<string, 'lecturer.levelProvince' | 'lecturer.levelCity' | 'lecturer.levelCounty'> = { '1': 'lecturer.levelProvince', '2': 'lecturer.levelCity', '3': 'lecturer.levelCounty' };

/** The level of the bureau an organisation is or belongs to. */
async function levelOfOrg(q: Queryable, orgId: string): Promise<string | undefined> {
  const [row] = await q.query<{ kind: string; parent_kind: string | null }>(
    'SELECT o.kind, p.kind AS parent_kind FROM sys_org o LEFT JOIN sys_org p ON p.id = o.parent_id WHERE o.id = $1',
    [orgId],
  );
  if (!row) return undefined;
  return LEVEL_OF_KIND[row.kind === 'unit' ? (row.parent_kind ?? '') : row.kind];
}

async function recountGroup(q: Queryable, groupId: unknown): Promise<void> {
  if (typeof groupId !== 'string') return;
  await q.query(
    `UPDATE zj_lecturer_group SET
       lecturer_count = (SELECT count(*) FROM zj_lecturer l WHERE l.group_id = $1 AND l.del_flag = 0),
       lecture_count = (SELECT count(*) FROM zj_lecture e JOIN zj_lecturer l ON l.id = e.lecturer_id AND l.del_flag = 0
                         WHERE e.group_id = $1 AND e.del_flag = 0)
     WHERE id = $1`,
    [groupId],
  );
}

async function recountLecturer(q: Queryable, lecturerId: unknown): Promise<void> {
  if (typeof lecturerId !== 'string') return;
  await q.query(
    `UPDATE zj_lecturer SET
       lecture_count = (SELECT count(*) FROM zj_lecture e WHERE e.lecturer_id = $1 AND e.del_flag = 0),
       audience_total = (SELECT coalesce(sum(e.audience_count), 0) FROM zj_lecture e WHERE e.lecturer_id = $1 AND e.del_flag = 0)
     WHERE id = $1`,
    [lecturerId],
  );
}

export const lecturerGroupHooks: ResourceHooks = {
  async beforeWrite(ctx, _op, values, current) {
    if (!('level' in values) && !('orgId' in values)) return;
    const level = String(values.level ?? current?.level);
    const orgId = String(values.orgId ?? current?.org_id);
    if ((await levelOfOrg(ctx.tx, orgId)) !== level) throw fieldError('level', zh(LEVEL_MESSAGE[level] ?? 'lecturer.levelCounty'));
  },
  async afterWrite(ctx, op, record) {
    if (op !== 'update' || !('groupName' in record)) return;
    await ctx.tx.query('UPDATE zj_lecturer SET group_name = $2 WHERE group_id = $1 AND group_name <> $2', [record.id, record.groupName]);
  },
};

export const lecturerHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const group = await recordOf(ctx.tx, ctx.principal, 'redLecturerOrganization', values.groupId);
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
    return { ...(group ? { groupName: group.group_name, orgId: group.org_id } : {}), ...(cadre ? { cadreName: cadre.realName } : {}) };
  },
  async beforeWrite(ctx, op, values) {
    if (op !== 'create') return;
    const twice = await ctx.tx.query('SELECT 1 FROM zj_lecturer WHERE group_id = $1 AND cadre_id = $2 AND del_flag = 0', [values.groupId, values.cadreId]);
    if (twice.length) throw fieldError('cadreId', zh('lecturer.twice'));
  },
  async afterWrite(ctx, _op, record) {
    await recountGroup(ctx.tx, valueOf(record, 'groupId', 'group_id'));
  },
};

export const lectureHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const lecturer = await recordOf(ctx.tx, ctx.principal, 'redLecturer', values.lecturerId);
    return lecturer ? { lecturerName: lecturer.cadre_name, groupId: lecturer.group_id, orgId: lecturer.org_id } : {};
  },
  async afterWrite(ctx, _op, record) {
    await recountLecturer(ctx.tx, valueOf(record, 'lecturerId', 'lecturer_id'));
    await recountGroup(ctx.tx, valueOf(record, 'groupId', 'group_id'));
  },
};
