/** 五老风采 (/careChild/demeanor; domain.md §9 five_old_demeanor): the role models among the 五老, with a picture. */
import type { ResourceDef } from '../resource/types.ts';
import { careContent } from './careContent.ts';

export const fiveOldDemeanor: ResourceDef = careContent({
  name: 'fiveOldDemeanor',
  label: ['五老风采', 'Five-elders showcase'],
  titleLabel: ['标题', 'Title'],
  contentLabel: ['风采介绍', 'Story'],
  fields: [
    { name: 'fiveOld', type: 'dict', dict: 'five_old', label: ['五老类型', 'Five-elders kind'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'thumbnail', type: 'image', label: ['缩略图', 'Picture'], required: true, list: 80, form: 'main', help: ['jpg、png、gif 或 webp', 'jpg, png, gif or webp'] },
  ],
});
