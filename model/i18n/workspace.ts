/** The texts of the signed-in workspace: the shell and the crud views every area uses. */
import { addMessages } from './define.ts';
import { crud } from './crud.ts';
import { engine } from './engine.ts';
import { engineFiles } from './engineFiles.ts';
import { shell } from './shell.ts';

export const workspaceParts = [shell, crud, engine, engineFiles] as const;
addMessages(...workspaceParts);
