/** The texts of 信息发布's hand-written pages, loaded with any of them (src/pages/informationPublish/pages.ts). */
// The phone page shows covers with the crud views' image preview.
import './crudViewsArea.ts';
import { addMessages } from './define.ts';
import { informationPublish } from './informationPublish.ts';

export const informationPublishParts = [informationPublish] as const;
addMessages(...informationPublishParts);
