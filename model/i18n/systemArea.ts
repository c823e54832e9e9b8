/** The texts of the system-management pages (/system), loaded with any of them (src/pages/system/pages.ts). */
// Their pages open forms, details and dialogs of the crud views too.
import './crudViewsArea.ts';
import { addMessages } from './define.ts';
import { system } from './system.ts';
import { systemPages } from './systemPages.ts';

export const systemParts = [system, systemPages] as const;
addMessages(...systemParts);
