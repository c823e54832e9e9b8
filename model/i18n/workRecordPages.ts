/** Texts of 工作记录's own pages (issue 19): 工作统计. */
import type { Messages } from './define.ts';

export const workRecordPages = {
  'workRecordPages.stats.title': ['工作统计', 'Work statistics'],
  'workRecordPages.stats.year': ['统计年份', 'Year'],
  'workRecordPages.stats.yearValue': ['{year}年', '{year}'],
  'workRecordPages.stats.byMonth': ['各类工作记录月度统计', 'Work records by month'],
  'workRecordPages.stats.byOrg': ['各单位工作记录统计', 'Work records by organisation'],
  'workRecordPages.stats.chart': ['{year}年各类走访慰问月度次数', 'Visits of each kind by month in {year}'],
  'workRecordPages.stats.kind': ['类别', 'Kind'],
  'workRecordPages.stats.org': ['单位', 'Organisation'],
  'workRecordPages.stats.month': ['{month}月', '{month}'],
  'workRecordPages.stats.total': ['合计', 'Total'],
  'workRecordPages.stats.money': ['金额（元）', 'Money (yuan)'],
  'workRecordPages.stats.visits': ['走访慰问合计', 'All visits'],
  'workRecordPages.stats.visitMoney': ['慰问金（元）', 'Consolation money (yuan)'],
  'workRecordPages.stats.helpMoney': ['帮扶金额（元）', 'Help given (yuan)'],
  'workRecordPages.stats.inHospital': ['在院人数', 'In hospital now'],
  'workRecordPages.stats.abroad': ['出境未归', 'Abroad now'],
  'workRecordPages.stats.openList': ['查看{what}：{count}条', 'Open {what}: {count}'],
  'workRecordPages.stats.noOrgs': ['本单位下没有下级单位', 'No organisations below yours'],
  'workRecordPages.stats.file': ['工作记录统计（{year}年）.xlsx', 'Work statistics ({year}).xlsx'],
  'workRecordPages.stats.exportWhat': ['{year}年工作记录统计', 'work statistics of {year}'],
} as const satisfies Messages;
