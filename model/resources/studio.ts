/**
 * 银龄工作室 (/zhijiang/studio; domain.md §6 studio): a studio led by a retired cadre (老干部调解工作室 and the
 * like): its field, address, introduction and achievements. The leader is chosen from the archive; the
 * server keeps their name beside the reference for the list.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const studio: ResourceDef = {
  name: 'studio',
  table: 'zj_studio',
  label: ['银龄工作室', 'Studios'],
  titleField: 'studioName',
  orgField: 'orgId',
  permissions: standardPermissions('studio'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'foundDate,desc',
  sections: [
    { key: 'main', label: ['工作室信息', 'Studio'] },
    { key: 'content', label: ['简介与成果', 'About and achievements'] },
  ],
  fields: [
    { name: 'studioName', type: 'text', label: ['工作室名称', 'Studio'], required: true, maxLength: 64, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'field', type: 'dict', dict: 'studio_field', label: ['服务领域', 'Field'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'leaderCadreId', type: 'ref', ref: 'cadre', label: ['领办人', 'Led by'], required: true, form: 'main' },
    { name: 'leaderName', type: 'text', label: ['领办人姓名', 'Leader’s name'], list: 100, search: 'contains', form: false, detail: false },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], list: 130, form: 'main' },
    { name: 'address', type: 'text', label: ['地址', 'Address'], required: true, maxLength: 120, list: 200, form: 'main' },
    { name: 'foundDate', type: 'date', label: ['成立时间', 'Founded'], list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'intro', type: 'longText', label: ['工作室简介', 'About the studio'], required: true, maxLength: 2000, form: 'content' },
    { name: 'achievements', type: 'longText', label: ['工作成果', 'Achievements'], maxLength: 2000, form: 'content' },
    { name: 'photos', type: 'files', label: ['照片', 'Photos'], form: 'content' },
  ],
};
