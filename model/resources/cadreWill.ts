/**
 * 遗嘱信息 (willInformation; domain.md §3.10). A confidential will is seen only by the users of the cadre's
 * managing unit itself, not by the bureaus above it (server visibility hook).
 */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreWill: ResourceDef = subRecord({
  name: 'cadreWill',
  table: 'cadre_will',
  label: ['遗嘱信息', 'Wills'],
  titleField: 'cadreName',
  sections: [{ key: 'main', label: ['遗嘱', 'Will'] }],
  fields: [
    { name: 'hasWill', type: 'boolean', label: ['是否立有遗嘱', 'Has a will'], required: true, list: 90, search: 'exact', form: 'main' },
    { name: 'willDate', type: 'date', label: ['立遗嘱日期', 'Made on'], list: 110, form: 'main' },
    { name: 'funeralWish', type: 'dicts', dict: 'funeral_wish', label: ['丧事意愿', 'Wishes'], form: 'main' },
    { name: 'content', type: 'longText', label: ['遗嘱内容', 'Content'], maxLength: 5000, form: 'main' },
    { name: 'attachments', type: 'files', label: ['附件', 'Attachments'], form: 'main' },
    { name: 'keeper', type: 'text', label: ['保管人', 'Kept by'], maxLength: 30, list: 90, form: 'main' },
    { name: 'witness', type: 'text', label: ['见证人', 'Witness'], maxLength: 60, form: 'main' },
    { name: 'isConfidential', type: 'boolean', label: ['仅管理单位可见', 'Confidential to the managing unit'], default: true, list: 90, form: 'main' },
  ],
}, { onePerCadre: true });
