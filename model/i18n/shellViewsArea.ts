/** The texts of what opens from the shell (shellViews.ts): imported by each of those modules, loaded on demand. */
import { addMessages } from './define.ts';
import { shellViews } from './shellViews.ts';

export const shellViewParts = [shellViews] as const;
addMessages(...shellViewParts);
