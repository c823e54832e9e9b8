/** The texts of 工作联络's hand-written pages, loaded with any of them (src/pages/liaison/pages.ts). */
// Their pages use the crud views' pickers, list and states.
import './crudViewsArea.ts';
import { addMessages } from './define.ts';
import { liaisonPages } from './liaisonPages.ts';

export const liaisonParts = [liaisonPages] as const;
addMessages(...liaisonParts);
