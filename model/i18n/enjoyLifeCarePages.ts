/** Texts of 银龄乐享's hand-written care-plan pages (src/pages/enjoyLife/carePages.ts). */
import type { Messages } from './define.ts';

export const enjoyLifeCarePages = {
  'enjoyLifeCare.due.none': ['没有到期待复查的计划', 'No plan is due for review'],
  'enjoyLifeCare.due.some': ['{count} 份实施中的计划已到复查日期', '{count} plans in force are due for review'],
  'enjoyLifeCare.due.show': ['查看待复查计划', 'Show the plans due'],
  'enjoyLifeCare.exports.link': ['导出记录', 'Export records'],
  'enjoyLifeCare.exports.title': ['一人一策导出记录', 'Care plan exports'],
  'enjoyLifeCare.exports.back': ['返回一人一策', 'Back to the care plans'],
} as const satisfies Messages;
