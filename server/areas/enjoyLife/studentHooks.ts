/**
 * Server rules of 报名学员 (docs/enjoyLife.md): enrolment is refused when the course is full (its students not
 * refunded reach 限报人数) or the cadre is older than its age limit on the day of enrolment, and a cadre
 * enrols in a course once. The course's row is locked first, so that two enrolments at once cannot both take
 * its last place; 实际报名人数 follows every change.
 */
import { zh } from '../../../model/i18n/index.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Queryable, Row } from '../../db/db.ts';
import type { HookContext, ResourceHooks } from '../../engine/hooks.ts';
import { findRow } from '../../engine/read.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';

/** Full years between a date of birth and a day, both YYYY-MM-DD. */
export function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5, 10) < birth.slice(5, 10) ? years - 1 : years;
}

async function lockedCourse(q: Queryable, courseId: string): Promise<Row | undefined> {
  const [row] = await q.query(`SELECT id, limit_num, age_limit FROM el_course WHERE id = $1 AND del_flag = 0 FOR UPDATE`, [courseId]);
  return row;
}

async function enrolledIn(q: Queryable, courseId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM el_student WHERE course_id = $1 AND del_flag = 0 AND NOT refund_flag`, [courseId]);
  return row!.n;
}

async function refuseWhenFull(q: Queryable, course: Row): Promise<void> {
  if ((await enrolledIn(q, String(course.id))) >= Number(course.limit_num)) {
    throw fieldError('courseId', zh('enjoyLife.courseFull', { limit: Number(course.limit_num) }));
  }
}

async function checkEnrolment(ctx: HookContext, values: Readonly<Record<string, unknown>>): Promise<void> {
  const course = await lockedCourse(ctx.tx, String(values.courseId));
  if (!course) return;
  const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
  if (!cadre) return;
  const [twice] = await ctx.tx.query(`SELECT 1 FROM el_student WHERE course_id = $1 AND cadre_id = $2 AND del_flag = 0`, [course.id, cadre.id]);
  if (twice) throw fieldError('cadreId', zh('enjoyLife.enrolledTwice'));
  if (!cadre.dateOfBirth) throw fieldError('cadreId', zh('enjoyLife.noBirthDate'));
  const age = ageOn(cadre.dateOfBirth, String(values.enrolDate));
  if (age > Number(course.age_limit)) throw fieldError('cadreId', zh('enjoyLife.overAgeLimit', { age, limit: Number(course.age_limit) }));
  if (values.refundFlag !== true) await refuseWhenFull(ctx.tx, course);
}

async function recountCourse(q: Queryable, courseId: string): Promise<void> {
  await q.query(
    `UPDATE el_course SET actual_enrollment = (SELECT count(*) FROM el_student s WHERE s.course_id = $1 AND s.del_flag = 0 AND NOT s.refund_flag) WHERE id = $1`,
    [courseId],
  );
}

export const studentHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create' || typeof values.courseId !== 'string') return {};
    const course = await findRow(ctx.tx, resourceByName('universityCourse')!, ctx.principal, values.courseId);
    const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
    return {
      ...(course ? { courseName: String(course.course_name), universityName: String(course.university_name) } : {}),
      ...(cadre ? { cadreName: cadre.realName } : {}),
    };
  },
  async beforeWrite(ctx, op, values, current) {
    if (op === 'create') return checkEnrolment(ctx, values);
    // A refunded student taken back takes a place again.
    if (values.refundFlag === false && current?.refund_flag === true) {
      const course = await lockedCourse(ctx.tx, String(current.course_id));
      if (course) await refuseWhenFull(ctx.tx, course);
    }
  },
  async afterWrite(ctx, _op, record) {
    const courseId = 'courseId' in record ? record.courseId : record.course_id;
    if (typeof courseId === 'string') await recountCourse(ctx.tx, courseId);
  },
};
