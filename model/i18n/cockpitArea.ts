/** The cockpit's texts, loaded with its pages (src/pages/dashboard), not with the shell. */
import { cockpit } from './cockpit.ts';
import { addMessages } from './define.ts';

export const cockpitParts = [cockpit] as const;
addMessages(...cockpitParts);
