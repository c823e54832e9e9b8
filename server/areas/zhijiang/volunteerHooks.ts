/**
 * Server rules of 志愿服务 (docs/zhijiang.md): a team's name follows into its volunteers and activities; a
 * volunteer chosen from the archive takes the cadre's name; one volunteer per cadre and per ID number; a
 * dissolved team takes nobody in; a registration takes its activity's name, date, organisation (its scope)
 * and, unless given, hours; a volunteer is registered once per activity, and only while active; every change
 * recounts the figures it touches (volunteerCounts.ts).
 */
import { zh } from '../../../model/i18n/index.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';
import { fieldError } from '../cadre/fieldError.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';
import { recordOf, valueOf } from './recordOf.ts';
import { recountActivity, recountPeople, recountTeam, registeredPeople } from './volunteerCounts.ts';

export const teamHooks: ResourceHooks = {
  async afterWrite(ctx, op, record) {
    if (op !== 'update' || !('teamName' in record)) return;
    for (const table of ['zj_volunteer_person', 'zj_volunteer_activity']) {
      await ctx.tx.query(`UPDATE ${table} SET team_name = $2 WHERE team_id = $1 AND team_name IS DISTINCT FROM $2`, [record.id, record.teamName]);
    }
  },
};

/** The team's name for a record naming it (null when the team is cleared). */
async function teamName(ctx: Parameters<NonNullable<ResourceHooks['derive']>>[0], values: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  if (!('teamId' in values)) return {};
  const team = await recordOf(ctx.tx, ctx.principal, 'volunteerTeam', values.teamId);
  return { teamName: team ? String(team.team_name) : null };
}

export const personHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    const cadre = op === 'create' ? await cadreOf(ctx.tx, ctx.principal, values.cadreId) : undefined;
    return { ...(await teamName(ctx, values)), ...(cadre ? { name: cadre.realName } : {}) };
  },
  async beforeWrite(ctx, op, values, current) {
    if (op === 'create' && values.cadreId) {
      const taken = await ctx.tx.query('SELECT 1 FROM zj_volunteer_person WHERE cadre_id = $1 AND del_flag = 0', [values.cadreId]);
      if (taken.length) throw fieldError('cadreId', zh('volunteer.cadreTaken'));
    }
    if (op === 'create' && values.idCard) {
      const taken = await ctx.tx.query('SELECT 1 FROM zj_volunteer_person WHERE id_card = $1 AND del_flag = 0', [values.idCard]);
      if (taken.length) throw fieldError('idCard', zh('volunteer.idCardTaken'));
    }
    if (values.teamId) {
      const team = await recordOf(ctx.tx, ctx.principal, 'volunteerTeam', values.teamId);
      if (team && team.status !== 'active') throw fieldError('teamId', zh('volunteer.teamDissolved'));
    }
    // Moving to another team: the team left behind counts one member less.
    if (current && 'teamId' in values) await recountTeam(ctx.tx, current.team_id, String(current.id));
  },
  async afterWrite(ctx, _op, record) {
    await recountTeam(ctx.tx, valueOf(record, 'teamId', 'team_id'));
  },
};

export const activityHooks: ResourceHooks = {
  derive: (ctx, _op, values) => teamName(ctx, values),
  async beforeWrite(ctx, _op, values) {
    if (!values.teamId) return;
    const team = await recordOf(ctx.tx, ctx.principal, 'volunteerTeam', values.teamId);
    if (team && team.status !== 'active') throw fieldError('teamId', zh('volunteer.teamDissolved'));
  },
  async afterWrite(ctx, op, record) {
    if (op === 'delete' || op === 'restore') await recountPeople(ctx.tx, await registeredPeople(ctx.tx, record.id));
  },
};

export const registrationHooks: ResourceHooks = {
  async derive(ctx, op, values) {
    if (op !== 'create') return {};
    const activity = await recordOf(ctx.tx, ctx.principal, 'voluntaryremittance', values.activityId);
    const person = await recordOf(ctx.tx, ctx.principal, 'volunteerPerson', values.personId);
    return {
      ...(activity ? { activityName: activity.activity_name, activityDate: activity.activity_date, orgId: activity.org_id } : {}),
      ...(activity && (values.hours === undefined || values.hours === null) ? { hours: Number(activity.service_hours) } : {}),
      ...(person ? { personName: person.name } : {}),
    };
  },
  async beforeWrite(ctx, op, values) {
    if (op !== 'create') return;
    const person = await recordOf(ctx.tx, ctx.principal, 'volunteerPerson', values.personId);
    if (person && person.status !== 'active') throw fieldError('personId', zh('volunteer.personLeft'));
    const twice = await ctx.tx.query('SELECT 1 FROM zj_volunteer_registration WHERE activity_id = $1 AND person_id = $2 AND del_flag = 0', [values.activityId, values.personId]);
    if (twice.length) throw fieldError('personId', zh('volunteer.registeredTwice'));
  },
  async afterWrite(ctx, _op, record) {
    await recountPeople(ctx.tx, [String(valueOf(record, 'personId', 'person_id'))]);
    await recountActivity(ctx.tx, valueOf(record, 'activityId', 'activity_id'));
  },
};
