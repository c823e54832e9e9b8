/** 工作记录's part of home: trips abroad waiting for approval, and trips whose return is overdue (abroadOverdue). */
import type { HomeItemKind } from '../home/homeItem.ts';
import { resourceItems } from '../home/resourceItems.ts';

export const workRecordHomeItems: HomeItemKind[] = [
  resourceItems({
    type: 'abroadApproval',
    group: 'todo',
    label: 'home.type.abroadApproval',
    resource: 'abroad',
    query: { status: 'approving' },
    sort: 'departDate,asc',
    date: 'departDate',
    note: 'destination',
    needs: () => ['abroad_approve'],
  }),
  resourceItems({ type: 'abroadOverdue', group: 'remind', label: 'home.type.abroadOverdue', resource: 'abroadOverdue', query: {}, date: 'returnDate' }),
];
