/** The cockpit's texts, loaded with its pages (src/pages/dashboard), not with the shell. */
// The cockpit draws its charts with the archive's statistics chart, whose texts are the archive's.
import './cadreArea.ts';
import { cockpit } from './cockpit.ts';
import { addMessages } from './define.ts';

export const cockpitParts = [cockpit] as const;
addMessages(...cockpitParts);
