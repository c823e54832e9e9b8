/**
 * 去世信息 (deathInfo, deathInformation; domain.md §3.8): one per cadre. Saving it moves the cadre to
 * deceased with its date of death, stops birthday reminders and opens survivor records (server hook).
 */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreDeath: ResourceDef = subRecord({
  name: 'cadreDeath',
  table: 'cadre_death',
  label: ['去世信息', 'Death'],
  titleField: 'cadreName',
  defaultSort: 'dieDate,desc',
  sections: [
    { key: 'main', label: ['去世情况', 'Death'] },
    { key: 'pension', label: ['丧葬与抚恤', 'Funeral and pension'] },
  ],
  fields: [
    { name: 'dieDate', type: 'date', label: ['离世时间', 'Date of death'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'dieReason', type: 'dict', dict: 'die_reason', label: ['离世原因', 'Cause'], list: 80, search: 'in', form: 'main' },
    { name: 'dieReasonText', type: 'text', label: ['原因说明', 'Cause (text)'], maxLength: 200, form: 'main' },
    { name: 'diePlace', type: 'text', label: ['离世地点', 'Place'], maxLength: 200, form: 'main' },
    { name: 'farewell', type: 'dict', dict: 'farewell', label: ['送别方式', 'Farewell'], list: 90, form: 'main' },
    { name: 'funeralDate', type: 'date', label: ['丧事办理日期', 'Funeral'], form: 'pension' },
    { name: 'funeralExpense', type: 'decimal', label: ['丧葬费（元）', 'Funeral grant (yuan)'], min: 0, max: 10_000_000, form: 'pension' },
    { name: 'lumpSumPension', type: 'decimal', label: ['一次性抚恤金（元）', 'Lump-sum pension (yuan)'], min: 0, max: 100_000_000, form: 'pension' },
    { name: 'consolationDate', type: 'date', label: ['抚恤金等领取时间', 'Pension collected on'], form: 'pension' },
    { name: 'consolationPerson', type: 'text', label: ['抚恤金等领取人', 'Collected by'], maxLength: 30, form: 'pension' },
    { name: 'unConsolationReason', type: 'text', label: ['抚恤金等未领取原因', 'Why not collected'], maxLength: 200, form: 'pension' },
    { name: 'obituary', type: 'files', label: ['讣告/生平', 'Obituary'], form: 'main' },
    { name: 'isReminiscence', type: 'boolean', label: ['追思缅怀', 'In memoriam page'], default: false, list: 80, search: 'exact', form: 'main' },
  ],
}, { onePerCadre: true });
