/**
 * 银龄先锋's part of home: visits to 党建阵地 and 教育基地 waiting for the base's approval, and branches whose
 * change of leadership (换届) is due within the warning window or overdue (the 换届提醒 page's own list).
 */
import { resourceByName } from '../../../model/resources/index.ts';
import type { HomeItemKind } from '../home/homeItem.ts';
import { slicePage } from '../home/homeItem.ts';
import { resourceItems } from '../home/resourceItems.ts';
import { termDueBranches } from './branchViews.ts';

const TERM_DUE = '/vanguard/information/termDue';

const visitsToApprove = (resource: string): HomeItemKind =>
  resourceItems({
    type: `${resource}Approval`,
    group: 'todo',
    label: 'home.type.visitApproval',
    resource,
    query: { status: 'submitted' },
    sort: 'visitDate,asc',
    date: 'visitDate',
    needs: (def) => [def.permissions.edit],
  });

export const vanguardHomeItems: HomeItemKind[] = [
  visitsToApprove('partyBuildingAppointment'),
  visitsToApprove('educationBaseAppointment'),
  {
    type: 'branchTermDue',
    group: 'remind',
    label: 'home.type.branchTermDue',
    areaPage: TERM_DUE,
    visible: (principal) => principal.permissions.has(resourceByName('partyBranch')!.permissions.view),
    async page(deps, principal, page) {
      const all = await termDueBranches(deps.db, principal, new URLSearchParams());
      return slicePage(
        all.records.map((row) => ({ id: row.id, title: row.partyName, date: row.dateForChangingLeaders, orgName: row.orgName, note: null, link: TERM_DUE })),
        page,
      );
    },
  },
];
