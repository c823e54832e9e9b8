/** The texts of the party branches' pages, loaded with any of them (src/pages/vanguard/branchPages.ts). */
// Their pages use the crud views' pickers and states.
import './crudViewsArea.ts';
import { addMessages } from './define.ts';
import { vanguardBranchPages } from './vanguardBranchPages.ts';

export const vanguardBranchParts = [vanguardBranchPages] as const;
addMessages(...vanguardBranchParts);
