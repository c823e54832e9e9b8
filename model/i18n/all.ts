/**
 * Registers every part of the catalogue: what the server (it answers in any area's words) and the test runs
 * import. The browser loads the parts per screen instead (index.ts).
 */
import { cadreParts } from './cadreArea.ts';
import { careChild } from './careChild.ts';
import { careChildParts } from './careChildArea.ts';
import { cockpitParts } from './cockpitArea.ts';
import { liaison } from './liaison.ts';
import { liaisonParts } from './liaisonArea.ts';
import { crudViewParts } from './crudViewsArea.ts';
import { addMessages } from './define.ts';
import { engine } from './engine.ts';
import { engineFiles } from './engineFiles.ts';
import { homeServer } from './homeServer.ts';
import { enjoyLifeCareParts } from './enjoyLifeCareArea.ts';
import { enjoyLifeCareServer } from './enjoyLifeCareServer.ts';
import { enjoyLifeUniversity } from './enjoyLifeUniversity.ts';
import { enjoyLifeUniversityParts } from './enjoyLifeUniversityArea.ts';
import { enjoyLifeCentreParts } from './enjoyLifeCentreArea.ts';
import { enjoyLifeCentre } from './enjoyLifeCentre.ts';
import { informationPublishParts } from './informationPublishArea.ts';
import { informationPublishServer } from './informationPublishServer.ts';
import { serverAnswers } from './serverAnswers.ts';
import { sessionDialogParts } from './sessionDialogsArea.ts';
import { sessionPageParts } from './sessionPagesArea.ts';
import { signInParts } from './signInArea.ts';
import { shellViewParts } from './shellViewsArea.ts';
import { systemParts } from './systemArea.ts';
import { vanguardBranchParts } from './vanguardBranchArea.ts';
import { vanguardBranch } from './vanguardBranch.ts';
import { vanguardRest } from './vanguardRest.ts';
import { workRecord } from './workRecord.ts';
import { workRecordParts } from './workRecordArea.ts';
import { workspaceParts } from './workspace.ts';
import { zhijiangVolunteer } from './zhijiangVolunteer.ts';

// The server's own answers: no screen downloads them. The browser shows the `msg` the server wrote: the
// engine's refusals and the files, export and import texts (cells, sheets, job errors) are the server's words.
export const serverParts = [serverAnswers, engine, engineFiles, workRecord, informationPublishServer, vanguardBranch, careChild, liaison, zhijiangVolunteer, vanguardRest, enjoyLifeCareServer, zhijiangTalent, enjoyLifeUniversity, enjoyLifeCentre, homeServer] as const;
addMessages(...serverParts);

export type Parts = [...typeof workspaceParts, ...typeof shellViewParts, ...typeof crudViewParts, ...typeof systemParts, ...typeof cadreParts, ...typeof workRecordParts, ...typeof informationPublishParts, ...typeof vanguardBranchParts, ...typeof liaisonParts, ...typeof careChildParts, ...typeof enjoyLifeCareParts, ...typeof zhijiangTalentParts, ...typeof enjoyLifeUniversityParts, ...typeof enjoyLifeCentreParts, ...typeof cockpitParts, ...typeof sessionPageParts, ...typeof sessionDialogParts, ...typeof signInParts, ...typeof serverParts];

import { zhijiangTalent } from './zhijiangTalent.ts';
import { zhijiangTalentParts } from './zhijiangTalentArea.ts';

// The server's own answers: no screen downloads them. The browser shows the `msg` the server wrote: the
// engine's refusals and the files, export and import texts (cells, sheets, job errors) are the server's words.



