/** Texts of the party branches of 银龄先锋 (issue 20, docs/vanguard.md): the server's refusals of their rules. */
import type { Messages } from './define.ts';

export const vanguardBranch = {
  'vanguard.memberElsewhere': [
    '一名党员不能同时是两个支部的在册党员：该干部已在其他支部在册，请先办理转出',
    'A member belongs to one branch at a time: this cadre is an active member of another branch; transfer them out first',
  ],
  'vanguard.memberHere': ['该干部已是本支部的在册党员', 'This cadre is already an active member of this branch'],
  'vanguard.notBranchMember': ['该干部不是本支部的在册党员，不能登记考勤', 'This cadre is not an active member of the branch; no attendance can be recorded'],
  'vanguard.attendanceTaken': ['该党员本次会议已有考勤记录', 'This member already has an attendance row for the meeting'],
  'vanguard.duesNotMember': ['该干部不是本支部党员，不能登记党费', 'This cadre is not a member of the branch; no dues can be recorded'],
  'vanguard.duesMonthTaken': ['该党员本月党费已登记', 'This member’s dues for the month are already recorded'],
  'vanguard.duesBelowRule': [
    '缴纳金额低于按标准应缴的{due}元：少交或免交须经支部批准的困难减免',
    'The amount is below the {due} yuan due by the rule: paying less needs a reduction approved by the branch',
  ],
  'vanguard.branchNotFound': ['支部不存在', 'The branch does not exist'],
  'vanguard.badYear': ['年度须为四位数字年份', 'The year must be four digits'],
} as const satisfies Messages;
