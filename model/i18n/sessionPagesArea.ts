/** The texts of the lock page and the single sign-on landing, loaded with them (they import this module). */
import { addMessages } from './define.ts';
import { sessionPages } from './sessionPages.ts';

export const sessionPageParts = [sessionPages] as const;
addMessages(...sessionPageParts);
