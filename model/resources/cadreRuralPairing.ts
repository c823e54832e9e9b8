/** 结对农村党员 (pairUpWithRuralPartyMembers; domain.md §3.12): a cadre paired with a rural party member. */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreRuralPairing: ResourceDef = subRecord({
  name: 'cadreRuralPairing',
  table: 'cadre_rural_pairing',
  label: ['结对农村党员', 'Rural party pairing'],
  titleField: 'ruralMemberName',
  defaultSort: 'pairDate,desc',
  sections: [{ key: 'main', label: ['结对', 'Pairing'] }],
  fields: [
    { name: 'ruralBranchName', type: 'text', label: ['结对村党支部', 'Village branch'], required: true, maxLength: 100, list: 180, search: 'contains', form: 'main' },
    { name: 'ruralMemberName', type: 'text', label: ['结对党员姓名', 'Paired member'], required: true, maxLength: 30, list: 100, search: 'prefix', form: 'main' },
    { name: 'villageRegion', type: 'text', label: ['所在村（社区）', 'Village'], maxLength: 120, list: 160, form: 'main' },
    { name: 'pairDate', type: 'date', label: ['结对日期', 'Paired on'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'endDate', type: 'date', label: ['结束日期', 'Ended on'], form: 'main' },
    { name: 'content', type: 'longText', label: ['结对内容', 'What they do'], maxLength: 1000, form: 'main' },
    { name: 'isActive', type: 'boolean', label: ['结对中', 'Active'], default: true, list: 70, search: 'exact', form: 'main' },
  ],
});
