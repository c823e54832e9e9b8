/** The texts of the session dialogs and of the pages that ask for a password (sessionDialogs.ts), loaded with them. */
import { addMessages } from './define.ts';
import { sessionDialogs } from './sessionDialogs.ts';

export const sessionDialogParts = [sessionDialogs] as const;
addMessages(...sessionDialogParts);
