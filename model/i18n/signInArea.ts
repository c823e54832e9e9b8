/** The sign-in page's texts (signIn.ts), loaded with it: the page imports this module. */
import { addMessages } from './define.ts';
import { signIn } from './signIn.ts';

export const signInParts = [signIn] as const;
addMessages(...signInParts);
