/** The texts of the activity centres' pages, loaded with any of them (src/pages/enjoyLife/centrePages.ts). */
// 活动统计 draws its chart with the archive's statistics chart, whose texts are the archive's.
import './cadreArea.ts';
import { addMessages } from './define.ts';
import { enjoyLifeCentrePages } from './enjoyLifeCentrePages.ts';

export const enjoyLifeCentreParts = [enjoyLifeCentrePages] as const;
addMessages(...enjoyLifeCentreParts);
