/** 照片信息 (photoInfo; domain.md §3.5). */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadrePhoto: ResourceDef = subRecord({
  name: 'cadrePhoto',
  table: 'cadre_photo',
  label: ['照片信息', 'Photos'],
  titleField: 'cadreName',
  defaultSort: 'shootDate,desc',
  sections: [{ key: 'main', label: ['照片', 'Photo'] }],
  fields: [
    { name: 'file', type: 'image', label: ['照片', 'Photo'], required: true, list: 80, form: 'main', help: ['jpg 或 png', 'jpg or png'] },
    { name: 'photoType', type: 'dict', dict: 'photo_type', label: ['照片类型', 'Kind'], list: 80, search: 'in', form: 'main' },
    { name: 'shootDate', type: 'date', label: ['拍摄日期', 'Taken on'], list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'remark', type: 'richText', label: ['描述', 'Description'], form: 'main' },
  ],
});
