/**
 * 党建阵地 and 教育基地 (/vanguard/partyBuilding, /vanguard/base; domain.md §5 party_base): places in a city
 * where branches hold their activities or visit to learn, with how many people they receive at once.
 * One table, one resource per kind (as the reviewed content's kinds), each seeing only its own rows
 * (server/areas/vanguard/kindHooks.ts); visits are booked as appointments (baseAppointment.ts).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { Label, ResourceDef } from '../resource/types.ts';

export type BaseKind = 'partyBuilding' | 'educationBase';
export const BASE_KINDS: readonly BaseKind[] = ['partyBuilding', 'educationBase'];

export function partyBase(kind: BaseKind, label: Label): ResourceDef {
  const noun = label[0];
  return {
    name: kind,
    table: 'vg_party_base',
    label,
    titleField: 'name',
    orgField: 'orgId',
    permissions: standardPermissions(kind),
    recycleBin: true,
    retentionDays: 30,
    defaultSort: 'name,asc',
    related: [{ resource: `${kind}Appointment`, field: 'baseId', label: ['参观预约', 'Visit appointments'] }],
    sections: [
      { key: 'main', label: [`${noun}信息`, label[1]] },
      { key: 'intro', label: [`${noun}介绍`, 'About'] },
    ],
    fields: [
      // Which page the row belongs to; the server sets it (kindHooks.ts).
      { name: 'kind', type: 'text', label: ['类别', 'Kind'], form: false, detail: false },
      { name: 'name', type: 'text', label: [`${noun}名称`, 'Name'], required: true, maxLength: 64, list: 220, search: 'contains', sortable: true, form: 'main' },
      { name: 'orgId', type: 'org', label: ['所属地市', 'City'], required: true, list: 140, search: 'subtree', form: 'main' },
      { name: 'baseType', type: 'dict', dict: 'party_base_type', label: [`${noun}类型`, 'Type'], required: true, list: 130, search: 'in', form: 'main' },
      { name: 'address', type: 'text', label: ['地址', 'Address'], required: true, maxLength: 120, list: 240, form: 'main' },
      { name: 'capacity', type: 'integer', label: ['单次接待人数', 'Receives at once'], required: true, min: 1, max: 10_000, list: 100, form: 'main',
        help: ['同一天预约参观的总人数不能超过此数', 'The people booked for one day may not exceed it'] },
      { name: 'contact', type: 'text', label: ['联系人', 'Contact'], required: true, maxLength: 30, list: 90, form: 'main' },
      { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], required: true, list: 130, form: 'main' },
      { name: 'openHours', type: 'text', label: ['开放时间', 'Opening hours'], maxLength: 60, form: 'main' },
      { name: 'intro', type: 'longText', label: [`${noun}简介`, 'About'], maxLength: 2000, form: 'intro' },
      { name: 'photo', type: 'image', label: [`${noun}照片`, 'Photo'], form: 'intro', help: ['jpg 或 png', 'jpg or png'] },
    ],
  };
}
