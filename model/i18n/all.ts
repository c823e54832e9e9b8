/**
 * Registers every part of the catalogue: what the server (it answers in any area's words) and the test runs
 * import. The browser loads the parts per screen instead (index.ts).
 */
import { cadreParts } from './cadreArea.ts';
import { addMessages } from './define.ts';
import { serverAnswers } from './serverAnswers.ts';
import { systemParts } from './systemArea.ts';
import { workspaceParts } from './workspace.ts';

// The server's own answers: no screen downloads them (serverAnswers.ts).
addMessages(serverAnswers);

export type Parts = [...typeof workspaceParts, ...typeof systemParts, ...typeof cadreParts, typeof serverAnswers];
