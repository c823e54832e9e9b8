/** The texts of the cadre archive's pages, loaded with any of them (src/pages/cadre/pages.ts). */
import { addMessages } from './define.ts';
import { cadre } from './cadre.ts';
import { cadrePages } from './cadrePages.ts';

export const cadreParts = [cadre, cadrePages] as const;
addMessages(...cadreParts);
