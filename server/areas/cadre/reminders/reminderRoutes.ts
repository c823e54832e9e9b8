/** Birthday and political-birthday reminders, as pages and as .xlsx exports of the whole window. */
import type { AreaDeps } from '../../../areas.ts';
import { API } from '../../../engine/routes.ts';
import type { Router } from '../../../http/router.ts';
import type { CellValue } from '../../../xlsx/index.ts';
import { CODES, requireAll } from '../permissions.ts';
import { sendXlsx } from '../sendXlsx.ts';
import { BIRTHDAY_COLUMNS, birthdayQuery, birthdayReminders, toBirthdayRow } from './birthdayReminders.ts';
import { POLITICS_COLUMNS, politicalBirthdays, politicsQuery, toPoliticsRow } from './politicalBirthdays.ts';

const SEX: Record<string, string> = { '1': '男', '2': '女' };
const RETIREMENT: Record<string, string> = { '1': '离休', '2': '退休', '3': '退职', '9': '未退休' };

export function reminderRoutes(router: Router, deps: AreaDeps): void {
  const base = `${API}/cadreReminder`;
  router.get(`${base}/birthday`, requireAll([CODES.birthday], (ctx) => birthdayReminders(deps.db, ctx.principal!, ctx.query)));
  router.get(`${base}/politics`, requireAll([CODES.politics], (ctx) => politicalBirthdays(deps.db, ctx.principal!, ctx.query)));

  router.get(`${base}/birthday/export`, requireAll([CODES.birthdayExport], async (ctx) => {
    const q = birthdayQuery(ctx.principal!, ctx.query);
    async function* rows(): AsyncGenerator<CellValue[]> {
      for await (const batch of deps.db.stream(`SELECT ${BIRTHDAY_COLUMNS} ${q.from} ORDER BY ${q.order}`, q.p.values)) {
        for (const r of batch) {
          const b = toBirthdayRow(q.window, r);
          yield [b.realName, SEX[b.sex ?? ''] ?? '', b.dateOfBirth, b.birthdayDate, b.countdown, b.age, b.milestone ? '是' : '', b.lunarBirthday ? '阴历生日，按身份证日期提醒' : '', RETIREMENT[b.retirementType] ?? '', b.manageOrgName, b.phone];
        }
      }
    }
    await sendXlsx(ctx, `生日提醒（${q.window.days}天内）.xlsx`, '生日提醒', [
      { header: '姓名' }, { header: '性别' }, { header: '出生日期' }, { header: '生日' }, { header: '倒计时（天）' }, { header: '年龄' },
      { header: '逢五逢十' }, { header: '说明', width: 26 }, { header: '离退休类型' }, { header: '现管单位', width: 28 }, { header: '手机号码', text: true },
    ], rows());
  }));

  router.get(`${base}/politics/export`, requireAll([CODES.politicsExport], async (ctx) => {
    const q = politicsQuery(ctx.principal!, ctx.query);
    async function* rows(): AsyncGenerator<CellValue[]> {
      for await (const batch of deps.db.stream(`SELECT ${POLITICS_COLUMNS} ${q.from} ORDER BY ${q.order}`, q.p.values)) {
        for (const r of batch) {
          const b = toPoliticsRow(q.window, q.months, r);
          yield [b.realName, SEX[b.sex ?? ''] ?? '', b.partyJoinDate, b.anniversaryDate, b.countdown, b.partyYears, b.milestone ? '是' : '', b.manageOrgName, b.phone];
        }
      }
    }
    await sendXlsx(ctx, `政治生日（${q.window.days}天内）.xlsx`, '政治生日', [
      { header: '姓名' }, { header: '性别' }, { header: '入党时间' }, { header: '纪念日' }, { header: '倒计时（天）' }, { header: '党龄' },
      { header: '整十年（50年起）' }, { header: '现管单位', width: 28 }, { header: '手机号码', text: true },
    ], rows());
  }));
}
