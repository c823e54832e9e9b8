/** The texts of the cadre archive's pages, loaded with any of them (src/pages/cadre/pages.ts). */
// Their pages open forms, details and dialogs of the crud views too.
import './crudViewsArea.ts';
import { addMessages } from './define.ts';
import { cadre } from './cadre.ts';
import { cadrePages } from './cadrePages.ts';

export const cadreParts = [cadre, cadrePages] as const;
addMessages(...cadreParts);
