/** Texts of 工作联络 built in issue 23 (docs/liaison.md): the server's refusals of its rules. */
import type { Messages } from './define.ts';

export const liaison = {
  'liaison.reportExists': ['{org}{year}年度的年度报告已存在，一个单位每年只能有一份年度报告', '{org} already has an annual report for {year}: one report per organisation and year'],
  'liaison.reviewFromAbove': ['本单位的年度报告须由上级单位接收或退回', 'A report is accepted or returned by a bureau above the reporting organisation'],
  'liaison.orgRequired': ['请选择报告单位', 'Choose the organisation'],
  'liaison.yearInvalid': ['年度须为2000至2100之间的年份', 'The year must be between 2000 and 2100'],
  'liaison.teamOrgCity': ['市县工作队伍的所在单位须为设区市或县（市、区）的单位', 'City and county staff belong to an organisation of a city or county'],
  'liaison.teamOrgProvince': ['省直单位工作队伍的所在单位须为省直单位', 'Provincial units staff belong to an organisation of the province'],
} as const satisfies Messages;
