/** The texts of 银龄乐享's university and points pages, loaded with any of them (src/pages/enjoyLife/universityPages.ts). */
// Their pages use the crud views' states.
import './crudViewsArea.ts';
import { addMessages } from './define.ts';
import { enjoyLifeUniversityPages } from './enjoyLifeUniversityPages.ts';

export const enjoyLifeUniversityParts = [enjoyLifeUniversityPages] as const;
addMessages(...enjoyLifeUniversityParts);
