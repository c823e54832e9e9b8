/** The texts of 关心下一代's hand-written page, loaded with it (src/pages/careChild/pages.ts). */
// Its page shows the crud views' list and states.
import './crudViewsArea.ts';
import { addMessages } from './define.ts';
import { careChildPages } from './careChildPages.ts';

export const careChildParts = [careChildPages] as const;
addMessages(...careChildParts);
