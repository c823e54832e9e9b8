/**
 * Registers every part of the catalogue: what the server (it answers in any area's words) and the test runs
 * import. The browser loads the parts per screen instead (index.ts).
 */
import { cadreParts } from './cadreArea.ts';
import { systemParts } from './systemArea.ts';
import { workspaceParts } from './workspace.ts';

export type Parts = [...typeof workspaceParts, ...typeof systemParts, ...typeof cadreParts];
