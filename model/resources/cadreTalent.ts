/** 银龄人才/专业特长 (silverTalentManagement, silverTalents; domain.md §3.6). */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreTalent: ResourceDef = subRecord({
  name: 'cadreTalent',
  table: 'cadre_talent',
  label: ['银龄人才', 'Silver talents'],
  titleField: 'specialty',
  sections: [{ key: 'main', label: ['专业特长', 'Expertise'] }],
  fields: [
    { name: 'specialty', type: 'text', label: ['专业特长', 'Expertise'], required: true, maxLength: 200, list: 200, search: 'contains', form: 'main' },
    { name: 'talentType', type: 'dict', dict: 'talent_type', label: ['人才类型', 'Kind'], list: 100, search: 'in', form: 'main' },
    { name: 'titleGrade', type: 'dict', dict: 'title_grade', label: ['技术等级', 'Grade'], list: 80, search: 'in', form: 'main' },
    { name: 'achievements', type: 'longText', label: ['成果', 'Achievements'], maxLength: 1000, form: 'main' },
    { name: 'reemploymentPost', type: 'text', label: ['返聘岗位', 'Re-employed as'], maxLength: 100, form: 'main' },
    { name: 'hobby', type: 'dicts', dict: 'hobby', label: ['兴趣爱好', 'Hobbies'], search: 'in', form: 'main' },
    { name: 'hobbyLevel', type: 'dict', dict: 'hobby_level', label: ['爱好等级', 'Hobby level'], form: 'main' },
    { name: 'willingToServe', type: 'boolean', label: ['愿意发挥作用', 'Willing to serve'], default: true, list: 90, search: 'exact', form: 'main' },
    { name: 'serviceArea', type: 'text', label: ['服务区域', 'Service area'], maxLength: 120, form: 'main' },
    { name: 'remarks', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'main' },
  ],
});
