/** Texts of 工作联络's hand-written pages (src/pages/liaison/, docs/liaison.md). */
import type { Messages } from './define.ts';

export const liaisonPages = {
  'liaisonPages.report.links': ['年度报告操作', 'Annual report actions'],
  'liaisonPages.report.auto': ['自动生成年度报告', 'Generate a report'],
  'liaisonPages.auto.title': ['自动生成年度报告', 'Generate an annual report'],
  'liaisonPages.auto.intro': [
    '选择报告单位和年度，系统将从离退休干部档案和该年度的工作记录中统计本单位及下级单位的数据，生成年度报告草稿，生成后可修改并上报。',
    'Choose the organisation and the year: the figures of the organisation and those below it are counted from the archive and that year’s work records into a draft report, which can then be edited and submitted.',
  ],
  'liaisonPages.auto.org': ['报告单位', 'Organisation'],
  'liaisonPages.auto.year': ['年度', 'Year'],
  'liaisonPages.auto.preview': ['预览统计数据', 'Preview the figures'],
  'liaisonPages.auto.generate': ['生成年度报告', 'Generate the report'],
  'liaisonPages.auto.generated': ['年度报告已生成', 'The report is generated'],
  'liaisonPages.auto.figuresTitle': ['统计数据预览', 'The figures, counted now'],
  'liaisonPages.auto.orgRequired': ['请选择报告单位', 'Choose the organisation'],
  'liaisonPages.auto.yearInvalid': ['年度须为2000至2100之间的年份', 'The year must be between 2000 and 2100'],
  'liaisonPages.team.byCity': ['各地市人数', 'People per city'],
  'liaisonPages.team.byUnit': ['各单位人数', 'People per unit'],
  'liaisonPages.team.countLabel': ['{name}：共{total}人（专职{fullTime}，兼职{partTime}）', '{name}: {total} ({fullTime} full-time, {partTime} part-time)'],
  'liaisonPages.auto.back': ['返回年度报告列表', 'Back to the annual reports'],
} as const satisfies Messages;
