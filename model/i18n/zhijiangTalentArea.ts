/** The texts of 银龄人才申报's pages, loaded with any of them (src/pages/zhijiangTalent/pages.ts). */
// Their pages use the crud views' tables, states and pickers.
import './crudViewsArea.ts';
import { addMessages } from './define.ts';
import { zhijiangTalentPages } from './zhijiangTalentPages.ts';

export const zhijiangTalentParts = [zhijiangTalentPages] as const;
addMessages(...zhijiangTalentParts);
