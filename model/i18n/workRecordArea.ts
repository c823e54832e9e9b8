/** The texts of 工作记录's own pages, loaded with any of them (src/pages/workRecord/pages.ts). */
// 工作统计 draws its chart with the archive's statistics chart, whose texts are the archive's.
import './cadreArea.ts';
import { addMessages } from './define.ts';
import { workRecordPages } from './workRecordPages.ts';

export const workRecordParts = [workRecordPages] as const;
addMessages(...workRecordParts);
