/** The texts of 银龄乐享's care-plan pages, loaded with any of them (src/pages/enjoyLife/carePages.ts). */
// The export records reuse the archive's download list, whose texts come with the cadre area.
import './cadreArea.ts';
import './crudViewsArea.ts';
import { addMessages } from './define.ts';
import { enjoyLifeCarePages } from './enjoyLifeCarePages.ts';

export const enjoyLifeCareParts = [enjoyLifeCarePages] as const;
addMessages(...enjoyLifeCareParts);
