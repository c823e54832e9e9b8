/** The texts of the signed-in workspace: the shell and the crud views every area uses. */
import { addMessages } from './define.ts';
import { crud } from './crud.ts';
import { sessionDialogs } from './sessionDialogs.ts';
import { shell } from './shell.ts';
import { validation } from './validation.ts';

// validation: the declared fields' rules (model/resource/validate.ts), which only the workspace's forms check.
export const workspaceParts = [shell, sessionDialogs, validation, crud] as const;
addMessages(...workspaceParts);
