/** 工作联络 (work liaison): /guideWork, /officerGroup and /cockpitEntrance of spec section 2. */
import { group, hiddenPage, page } from '../build.ts';

export const liaison = group('workLiaison', ['工作联络', 'Work liaison'], 'phone', [
  page('/guideWork/phoneBook', ['通讯录', 'Phone book'], { icon: 'book', resource: 'stafftelphone' }),
  page('/guideWork/annualReport', ['年度报告', 'Annual reports'], {
    icon: 'chart',
    resource: 'annualReport',
    children: [
      hiddenPage('Add/{id?}', ['填报年度报告', 'Write a report']),
      hiddenPage('auto', ['自动生成年度报告', 'Generate a report']),
      hiddenPage('Details/{id}', ['年度报告详情', 'Report']),
    ],
  }),
  page('/guideWork/sendReceive', ['政策文件', 'Policy documents'], {
    icon: 'file',
    resource: 'policyDocument',
    // Ours: the notices' receipts for policy documents (docs/informationPublish.md).
    children: [hiddenPage('detail', ['政策文件签收', 'Policy documents to sign']), hiddenPage('list', ['政策文件签收情况', 'Policy document receipts'])],
  }),
  page('/officerGroup/city', ['市县工作队伍', 'City and county staff'], {
    icon: 'team',
    resource: 'cadresTeamCity',
    children: [hiddenPage('add', ['新增工作人员', 'New staff member'])],
  }),
  page('/officerGroup/directlySubordinate', ['省直单位工作队伍', 'Provincial units staff'], {
    icon: 'team',
    resource: 'cadresTeamProvince',
    children: [hiddenPage('add', ['新增工作人员', 'New staff member'])],
  }),
  page('/cockpitEntrance', ['驾驶舱入口', 'Cockpit entrance'], { icon: 'dashboard', keepAlive: 1 }),
], 90);
