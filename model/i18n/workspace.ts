/** The texts of the signed-in workspace: the shell and the crud views every area uses. */
import { addMessages } from './define.ts';
import { crud } from './crud.ts';
import { fixedRoutes } from './fixedRoutes.ts';
import { shell } from './shell.ts';

// What opens from a list (forms, details, dialogs) brings its own texts: crudViewsArea.ts; the session
// dialogs theirs: sessionDialogsArea.ts.
export const workspaceParts = [shell, fixedRoutes, crud] as const;
addMessages(...workspaceParts);
