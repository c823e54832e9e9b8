/**
 * Server rules of 老年大学 and 学科设置 (docs/enjoyLife.md): a course and its students show their university's
 * name, kept in step when it is renamed; a course takes its university's name; its limit is never set below
 * the students already enrolled.
 */
import { zh } from '../../../model/i18n/index.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { findRow } from '../../engine/read.ts';
import { fieldError } from '../cadre/fieldError.ts';

export const universityHooks: ResourceHooks = {
  async afterWrite(ctx, op, record) {
    if (op !== 'update' || !('universityName' in record)) return;
    await ctx.tx.query(`UPDATE el_course SET university_name = $2 WHERE university_id = $1`, [record.id, record.universityName]);
    await ctx.tx.query(
      `UPDATE el_student SET university_name = $2 WHERE course_id IN (SELECT id FROM el_course WHERE university_id = $1)`,
      [record.id, record.universityName],
    );
  },
};

export const courseHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create' || typeof values.universityId !== 'string') return {};
    const university = await findRow(ctx.tx, resourceByName('elderlyUniversity')!, ctx.principal, values.universityId);
    return university ? { universityName: String(university.university_name) } : {};
  },
  async beforeWrite(_ctx, op, values, current) {
    if (op !== 'update' || typeof values.limitNum !== 'number' || !current) return;
    const enrolled = Number(current.actual_enrollment);
    if (values.limitNum < enrolled) throw fieldError('limitNum', zh('enjoyLife.limitBelowEnrolled', { count: enrolled }));
  },
  async afterWrite(ctx, op, record) {
    if (op !== 'update' || !('courseName' in record)) return;
    await ctx.tx.query(`UPDATE el_student SET course_name = $2 WHERE course_id = $1`, [record.id, record.courseName]);
  },
};
