/** Centres, rooms and activities made through the API as a test's user would, for the activity-centre suites. */
import type { SignedClient } from '../helpers/session.ts';
import { API, createSub } from '../cadre/helpers/cadreData.ts';

export { API, createSub };

export const centreInput = (over: Record<string, unknown> = {}) => ({
  title: '测试活动中心', orgId: '330106', address: '杭州市西湖区文三路1号', content: '<p>测试中心</p>', ...over,
});

/** A centre of `orgId` (西湖区 by default) with one room of `capacity`. */
export async function centreWithRoom(client: SignedClient, capacity = 20, over: Record<string, unknown> = {}) {
  const centre = await createSub(client, 'activityCenter', centreInput(over));
  const room = await createSub(client, 'activityRoom', { centerId: centre.id, name: '多功能厅', capacity, openTime: '每天 8:30-17:00' });
  return { centre, room };
}

export const bookingInput = (roomId: string, from: string, to: string, over: Record<string, unknown> = {}) => ({
  roomId, startTime: from, endTime: to, purpose: '合唱排练', applicant: '王建国', phone: '13800001111', people: 10, ...over,
});

/** Moves a record through its lifecycle, one transition after another; returns it as last answered. */
export async function move(client: SignedClient, resource: string, record: Record<string, any>, ...moves: (string | [string, string])[]) {
  let current = record;
  for (const m of moves) {
    const [name, reason] = Array.isArray(m) ? m : [m, undefined];
    const answer = await client.json(`${API}/${resource}/${current.id}/${name}`, { method: 'PUT', json: { version: current.version, ...(reason ? { reason } : {}) } });
    if (answer.status !== 200 || answer.body.code !== 0) throw new Error(`${resource} ${name}: ${JSON.stringify(answer.body)}`);
    current = answer.body.data;
  }
  return current;
}

/** An activity of a centre, moved through `moves` from its draft. */
export async function activityAt(client: SignedClient, centerId: string, over: Record<string, unknown> = {}, ...moves: string[]) {
  const created = await createSub(client, 'activity', {
    centerId, title: '健步走活动', activityType: '2', startTime: '2026-06-10T09:00:00+08:00', endTime: '2026-06-10T11:00:00+08:00', place: '西湖边', quota: 2, ...over,
  });
  return move(client, 'activity', created, ...moves);
}
