/**
 * The texts of what opens from a list (crudViews.ts) and of the field rules its forms check (validation.ts):
 * imported by each crud view and dialog loaded on demand, and by the areas' pages, so that they come with
 * the first of them and a list page does not download them.
 */
import { addMessages } from './define.ts';
import { crudViews } from './crudViews.ts';
import { validation } from './validation.ts';

export const crudViewParts = [crudViews, validation] as const;
addMessages(...crudViewParts);
