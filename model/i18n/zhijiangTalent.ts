/** Texts of 银龄人才申报 (issue 21, docs/zhijiang.md): the server's refusals of its rules. */
import type { Messages } from './define.ts';

export const zhijiangTalent = {
  'zhijiangTalent.noWindow': ['尚未设置申报时间，暂不能申报', 'No declaration window is set; nothing can be declared yet'],
  'zhijiangTalent.outsideWindow': [
    '不在申报时间内（{start} 至 {end}），不能申报',
    'Outside the declaration window ({start} to {end}); nothing can be declared',
  ],
  'zhijiangTalent.quotaFull': [
    '{city}本期申报名额已满（{quota}名），不能再申报',
    'The quota of {city} for this window ({quota}) is used up',
  ],
  'zhijiangTalent.openApplication': [
    '该干部已有同类型的申报正在审批或已通过',
    'This cadre already has an application of this kind under approval or approved',
  ],
  'zhijiangTalent.badWindow': ['请填写申报开始和结束日期，结束日期不能早于开始日期', 'Give the window’s first and last day; the last cannot be before the first'],
  'zhijiangTalent.badQuota': ['名额须为0至100000之间的整数', 'A quota is a whole number from 0 to 100000'],
  'zhijiangTalent.unknownCity': ['未知的地市：{code}', 'Unknown city: {code}'],
  'zhijiangTalent.provinceOnly': ['申报时间和名额由省委老干部局统一设置', 'The window and the quotas are set by the provincial bureau'],
  'zhijiangTalent.notFound': ['该申报不存在', 'The application does not exist'],
  'zhijiangTalent.archiveRemark': ['银龄人才申报审核通过', 'Approved talent application'],
} as const satisfies Messages;
