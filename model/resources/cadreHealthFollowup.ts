/**
 * 健康随访 (domain.md §3.7, CHIS Visit): visits under a health record. The cadre comes from the health
 * record (the server fills it in), so a follow-up is always in its record's scope.
 */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreHealthFollowup: ResourceDef = subRecord(
  {
    name: 'cadreHealthFollowup',
    table: 'cadre_health_followup',
    label: ['健康随访', 'Health follow-ups'],
    titleField: 'cadreName',
    defaultSort: 'visitDate,desc',
    sections: [{ key: 'main', label: ['随访', 'Visit'] }],
    fields: [
      { name: 'healthRecordId', type: 'ref', ref: 'cadreHealthRecord', label: ['健康档案', 'Health record'], required: true, createOnly: true, search: 'exact', form: 'main' },
      { name: 'visitDate', type: 'date', label: ['随访日期', 'Visited on'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
      { name: 'sbp', type: 'integer', label: ['收缩压（mmHg）', 'Systolic (mmHg)'], required: true, min: 40, max: 300, list: 90, form: 'main' },
      { name: 'dbp', type: 'integer', label: ['舒张压（mmHg）', 'Diastolic (mmHg)'], required: true, min: 20, max: 200, list: 90, form: 'main' },
      { name: 'heartRate', type: 'integer', label: ['心率（次/分）', 'Heart rate (/min)'], min: 20, max: 250, list: 80, form: 'main' },
      { name: 'emotion', type: 'dict', dict: 'emotion', label: ['情绪', 'Mood'], form: 'main' },
      { name: 'communityActivity', type: 'dict', dict: 'community_activity', label: ['社区活动', 'Community activity'], form: 'main' },
      { name: 'visitWay', type: 'dict', dict: 'visit_way', label: ['随访方式', 'Visit type'], list: 80, form: 'main' },
      { name: 'suggest', type: 'longText', label: ['指导意见', 'Advice'], required: true, maxLength: 500, list: 200, form: 'main' },
      { name: 'nextDate', type: 'date', label: ['下次随访日期', 'Next visit'], list: 110, form: 'main' },
    ],
  },
  { cadreFromParent: true },
);
