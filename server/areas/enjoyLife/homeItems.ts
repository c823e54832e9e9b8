/**
 * 银龄乐享's part of home: activity-room bookings waiting for approval, and care plans (一人一策) whose review
 * date has come or comes within the week.
 */
import { todayCst } from '../../../model/resources/cadreDates.ts';
import type { HomeItemKind } from '../home/homeItem.ts';
import { resourceItems } from '../home/resourceItems.ts';

/** Plans due within this many days are shown with those already due. */
const DUE_WITHIN_DAYS = 7;

const dueBy = () => new Date(Date.parse(`${todayCst()}T00:00:00Z`) + DUE_WITHIN_DAYS * 86_400_000).toISOString().slice(0, 10);

export const enjoyLifeHomeItems: HomeItemKind[] = [
  resourceItems({
    type: 'roomBooking',
    group: 'todo',
    label: 'home.type.roomBooking',
    resource: 'activityAppointment',
    query: { status: 'submitted' },
    sort: 'startTime,asc',
    date: 'startTime',
    orgName: 'roomIdName',
    needs: () => ['activityAppointment_approve'],
  }),
  resourceItems({
    type: 'carePlanDue',
    group: 'remind',
    label: 'home.type.carePlanDue',
    resource: 'onePersonOneStrategy',
    query: () => ({ status: 'active', reviewDate_to: dueBy() }),
    date: 'reviewDate',
  }),
];
