/**
 * 离退休干部's part of home: cadres' self-entries (自主录入) waiting for the bureau's review, and this week's
 * birthdays and political birthdays (the reminder pages' 7-day window, their own queries).
 */
import type { PageParams } from '../../http/pageParams.ts';
import type { HomeItemKind } from '../home/homeItem.ts';
import { resourceItems } from '../home/resourceItems.ts';
import type { Principal } from '../auth/principal.ts';
import { CODES } from './permissions.ts';
import { birthdayReminders } from './reminders/birthdayReminders.ts';
import { politicalBirthdays } from './reminders/politicalBirthdays.ts';

const REMINDERS = '/retiredVeteranCadres/birthdayReminder';
/** This week: the shortest window the reminder pages offer, counted from today. */
const WEEK = '7';

const windowQuery = (page: PageParams) => new URLSearchParams({ days: WEEK, current: String(page.current), size: String(page.size) });
const holds = (code: string) => (principal: Principal) => principal.permissions.has(code);

export const cadreHomeItems: HomeItemKind[] = [
  resourceItems({
    type: 'selfEntryReview',
    group: 'todo',
    label: 'home.type.selfEntryReview',
    resource: 'cadreSelfEntry',
    query: { status: 'submitted,pending_review' },
    sort: 'updateTime,desc',
    date: 'updateTime',
    orgName: 'manageOrgIdName',
    needs: () => ['cadreSelfEntry_review'],
  }),
  {
    type: 'birthday',
    group: 'remind',
    label: 'home.type.birthday',
    areaPage: REMINDERS,
    visible: holds(CODES.birthday),
    async page(deps, principal, page) {
      const found = await birthdayReminders(deps.db, principal, windowQuery(page));
      return {
        ...found,
        records: found.records.map((row) => ({ id: row.id, title: row.realName, date: row.birthdayDate, orgName: row.manageOrgName, note: null, link: REMINDERS })),
      };
    },
  },
  {
    type: 'politicalBirthday',
    group: 'remind',
    label: 'home.type.politicalBirthday',
    areaPage: `${REMINDERS}/politics`,
    visible: holds(CODES.politics),
    async page(deps, principal, page) {
      const found = await politicalBirthdays(deps.db, principal, windowQuery(page));
      return {
        ...found,
        records: found.records.map((row) => ({ id: row.id, title: row.realName, date: row.anniversaryDate, orgName: row.manageOrgName, note: null, link: `${REMINDERS}/politics` })),
      };
    },
  },
];
