/**
 * The menu catalogue of spec section 2, group by group. Seeded into sys_menu at start (missing entries are
 * added; administrators' changes are kept). Each group lives in its own file under groups/.
 */
import { liaison } from './groups/liaison.ts';
import type { MenuNode } from './types.ts';

export const MENU_CATALOGUE: readonly MenuNode[] = [liaison];
