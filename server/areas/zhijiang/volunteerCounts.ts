/**
 * The figures of 志愿服务 kept beside the records, recounted inside the write that changes them: a team's
 * active members; a volunteer's hours and activities, credited by their live registrations to live
 * activities; an activity's registered volunteers and their hours together.
 */
import type { Queryable } from '../../db/db.ts';

export async function recountTeam(q: Queryable, teamId: unknown, exceptPersonId = ''): Promise<void> {
  if (typeof teamId !== 'string') return;
  await q.query(
    `UPDATE zj_volunteer_team SET member_count = (SELECT count(*) FROM zj_volunteer_person p
       WHERE p.team_id = $1 AND p.status = 'active' AND p.del_flag = 0 AND p.id <> $2) WHERE id = $1`,
    [teamId, exceptPersonId],
  );
}

export async function recountPeople(q: Queryable, personIds: readonly string[]): Promise<void> {
  if (!personIds.length) return;
  await q.query(
    `UPDATE zj_volunteer_person p SET service_hours = c.hours, activity_count = c.n
       FROM (SELECT p2.id, coalesce(sum(r.hours), 0) AS hours, count(r.id)::int AS n
               FROM zj_volunteer_person p2
               LEFT JOIN zj_volunteer_registration r ON r.person_id = p2.id AND r.del_flag = 0
                 AND EXISTS (SELECT 1 FROM zj_volunteer_activity a WHERE a.id = r.activity_id AND a.del_flag = 0)
              WHERE p2.id = ANY ($1::text[]) GROUP BY p2.id) c
      WHERE p.id = c.id`,
    [personIds],
  );
}

export async function recountActivity(q: Queryable, activityId: unknown): Promise<void> {
  if (typeof activityId !== 'string') return;
  await q.query(
    `UPDATE zj_volunteer_activity SET
       volunteer_count = (SELECT count(*) FROM zj_volunteer_registration r WHERE r.activity_id = $1 AND r.del_flag = 0),
       total_hours = (SELECT coalesce(sum(r.hours), 0) FROM zj_volunteer_registration r WHERE r.activity_id = $1 AND r.del_flag = 0)
     WHERE id = $1`,
    [activityId],
  );
}

/** The volunteers registered for an activity (whose hours follow when it is deleted or restored). */
export async function registeredPeople(q: Queryable, activityId: unknown): Promise<string[]> {
  const rows = await q.query<{ person_id: string }>('SELECT person_id FROM zj_volunteer_registration WHERE activity_id = $1 AND del_flag = 0', [activityId]);
  return rows.map((r) => r.person_id);
}
