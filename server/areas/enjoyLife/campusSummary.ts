/**
 * 智慧校园's summary (docs/enjoyLife.md): per elderly university in the user's scope, its disciplines and
 * courses, planned places and limits, students (by kind, paid, refunded) and the fees received. Read within
 * the user's scope through the engine's scopeSql.
 */
import type { CampusSummary, CampusSummaryRow } from '../../../model/enjoyLifeViews.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Db } from '../../db/db.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import type { Principal } from '../auth/principal.ts';

const FIGURES = ['disciplines', 'courses', 'activeCourses', 'plannedEnrollment', 'limitNum', 'enrolled', 'retiredEarly', 'retired', 'others', 'paid', 'refunded', 'feesReceived'] as const;

export async function campusSummary(db: Db, principal: Principal): Promise<CampusSummary> {
  const p = new SqlParams();
  const rows = await db.query(
    `SELECT t.id, t.university_name, (SELECT o.name FROM sys_org o WHERE o.id = t.org_id) AS org_name,
       (SELECT count(DISTINCT c.discipline) FROM el_course c WHERE c.university_id = t.id AND c.del_flag = 0)::int AS disciplines,
       (SELECT count(*) FROM el_course c WHERE c.university_id = t.id AND c.del_flag = 0)::int AS courses,
       (SELECT count(*) FROM el_course c WHERE c.university_id = t.id AND c.del_flag = 0 AND c.course_status = '0')::int AS active_courses,
       (SELECT coalesce(sum(c.planned_enrollment), 0) FROM el_course c WHERE c.university_id = t.id AND c.del_flag = 0)::int AS planned_enrollment,
       (SELECT coalesce(sum(c.limit_num), 0) FROM el_course c WHERE c.university_id = t.id AND c.del_flag = 0)::int AS limit_num,
       s.enrolled, s.retired_early, s.retired, s.others, s.paid, s.refunded, s.fees_received
     FROM el_university t
     CROSS JOIN LATERAL (
       SELECT count(*) FILTER (WHERE NOT st.refund_flag)::int AS enrolled,
         count(*) FILTER (WHERE NOT st.refund_flag AND st.stu_type = '1')::int AS retired_early,
         count(*) FILTER (WHERE NOT st.refund_flag AND st.stu_type = '2')::int AS retired,
         count(*) FILTER (WHERE NOT st.refund_flag AND st.stu_type NOT IN ('1', '2'))::int AS others,
         count(*) FILTER (WHERE st.tuition_flag AND NOT st.refund_flag)::int AS paid,
         count(*) FILTER (WHERE st.refund_flag)::int AS refunded,
         coalesce(sum(c.tuition) FILTER (WHERE st.tuition_flag AND NOT st.refund_flag), 0)::float8 AS fees_received
       FROM el_student st JOIN el_course c ON c.id = st.course_id
       WHERE c.university_id = t.id AND c.del_flag = 0 AND st.del_flag = 0
     ) s
     WHERE t.del_flag = 0 AND ${scopeSql(resourceByName('elderlyUniversity')!, principal, p)}
     ORDER BY t.university_name, t.id`,
    p.values,
  );
  const summary: CampusSummaryRow[] = rows.map((r) => ({
    id: String(r.id),
    universityName: String(r.university_name),
    orgName: (r.org_name as string | null) ?? null,
    disciplines: Number(r.disciplines),
    courses: Number(r.courses),
    activeCourses: Number(r.active_courses),
    plannedEnrollment: Number(r.planned_enrollment),
    limitNum: Number(r.limit_num),
    enrolled: Number(r.enrolled),
    retiredEarly: Number(r.retired_early),
    retired: Number(r.retired),
    others: Number(r.others),
    paid: Number(r.paid),
    refunded: Number(r.refunded),
    feesReceived: Math.round(Number(r.fees_received) * 100) / 100,
  }));
  const total = Object.fromEntries(FIGURES.map((key) => [key, summary.reduce((sum, row) => sum + row[key], 0)])) as CampusSummary['total'];
  return { rows: summary, total: { ...total, feesReceived: Math.round(total.feesReceived * 100) / 100 } };
}
