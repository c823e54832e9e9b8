/**
 * 字典 (dictionary types and items; /system/dictionaries with detail, put and add): the fields of both
 * forms. Served by server/areas/system/dict, which tells every server instance to drop its dictionary cache
 * after each change. Built-in types and items are disabled, never deleted (model/dictionaries.ts).
 */
import { SYS } from '../menu/systemPermissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { pagePermissions } from './systemPermissions.ts';

export const dictionaryType: ResourceDef = {
  name: 'dictionaryType',
  table: 'sys_dict_type',
  ownRoutes: true,
  label: ['字典', 'Dictionaries'],
  titleField: 'name',
  permissions: pagePermissions(SYS.dict),
  defaultSort: 'sort,asc',
  sections: [{ key: 'main', label: ['字典', 'Dictionary'] }],
  fields: [
    { name: 'code', type: 'text', label: ['字典编码', 'Code'], required: true, createOnly: true, maxLength: 64, list: 160, search: 'contains', form: 'main',
      pattern: { regex: '^[A-Za-z][A-Za-z0-9_]{0,63}$', message: ['字典编码须为字母开头的1到64位字母、数字或下划线', 'The dictionary code must be 1 to 64 letters, digits or _, starting with a letter'] } },
    { name: 'name', type: 'text', label: ['字典名称', 'Name'], required: true, maxLength: 64, list: 160, search: 'contains', form: 'main' },
    { name: 'remarks', type: 'text', label: ['备注', 'Remarks'], maxLength: 200, list: 240, form: 'main' },
    { name: 'sort', type: 'integer', label: ['排序', 'Order'], min: 0, max: 9999, default: 100, sortable: true, form: 'main' },
    { name: 'enabled', type: 'boolean', label: ['启用', 'Enabled'], default: true, list: 70, search: 'exact', form: 'main' },
    { name: 'builtin', type: 'boolean', label: ['内置', 'Built-in'], list: 70, search: 'exact', form: false, detail: 'main' },
  ],
};

export const dictionaryItem: ResourceDef = {
  name: 'dictionaryItem',
  table: 'sys_dict_item',
  label: ['字典项', 'Dictionary items'],
  titleField: 'label',
  permissions: pagePermissions(SYS.dict),
  defaultSort: 'sort,asc',
  sections: [{ key: 'main', label: ['字典项', 'Item'] }],
  fields: [
    { name: 'typeCode', type: 'text', label: ['所属字典', 'Dictionary'], required: true, createOnly: true, maxLength: 64, form: 'main' },
    { name: 'code', type: 'text', label: ['字典项编码', 'Code'], required: true, createOnly: true, maxLength: 32, list: 100, form: 'main',
      pattern: { regex: '^[\\w-]{1,32}$', message: ['字典项编码须为1到32位字母、数字、下划线或横线', 'The item code must be 1 to 32 letters, digits, _ or -'] } },
    { name: 'label', type: 'text', label: ['字典项名称', 'Label'], required: true, maxLength: 64, list: 180, form: 'main' },
    { name: 'parentCode', type: 'text', label: ['上级字典项', 'Parent item'], maxLength: 32, list: 100, form: 'main' },
    { name: 'sort', type: 'integer', label: ['排序', 'Order'], min: 0, max: 9999, default: 100, list: 70, form: 'main' },
    { name: 'enabled', type: 'boolean', label: ['启用', 'Enabled'], default: true, list: 70, form: 'main' },
    { name: 'isCommonlyUsed', type: 'boolean', label: ['常用', 'Common'], default: false, list: 70, form: 'main' },
    { name: 'builtin', type: 'boolean', label: ['内置', 'Built-in'], list: 70, form: false, detail: 'main' },
  ],
};
