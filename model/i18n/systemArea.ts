/** The texts of the system-management pages (/system), loaded with any of them (src/pages/system/pages.ts). */
import { addMessages } from './define.ts';
import { system } from './system.ts';
import { systemPages } from './systemPages.ts';

export const systemParts = [system, systemPages] as const;
addMessages(...systemParts);
