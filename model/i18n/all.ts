/**
 * Every part of the catalogue, registered: what the server (it answers in any area's words) and the test runs
 * import. A browser module imports the parts it shows instead (src/i18n/locale.ts, `useT` and `texts`), so a
 * screen downloads the texts its modules show; the parts no browser module imports are the server's own
 * answers (refusals, sheet and job texts the browser shows as the server's `msg`).
 */
import { addMessages } from './define.ts';
import { auth } from './auth.ts';
import { cadre } from './cadre.ts';
import { cadrePages } from './cadrePages.ts';
import { careChild } from './careChild.ts';
import { careChildPages } from './careChildPages.ts';
import { cockpit } from './cockpit.ts';
import { crud } from './crud.ts';
import { crudViews } from './crudViews.ts';
import { engine } from './engine.ts';
import { engineFiles } from './engineFiles.ts';
import { enjoyLifeCarePages } from './enjoyLifeCarePages.ts';
import { enjoyLifeCareServer } from './enjoyLifeCareServer.ts';
import { enjoyLifeCentre } from './enjoyLifeCentre.ts';
import { enjoyLifeCentrePages } from './enjoyLifeCentrePages.ts';
import { enjoyLifeUniversity } from './enjoyLifeUniversity.ts';
import { enjoyLifeUniversityPages } from './enjoyLifeUniversityPages.ts';
import { fixedRoutes } from './fixedRoutes.ts';
import { homeServer } from './homeServer.ts';
import { http } from './http.ts';
import { informationPublish } from './informationPublish.ts';
import { informationPublishServer } from './informationPublishServer.ts';
import { liaison } from './liaison.ts';
import { liaisonPages } from './liaisonPages.ts';
import { platform } from './platform.ts';
import { push } from './push.ts';
import { router } from './router.ts';
import { serverAnswers } from './serverAnswers.ts';
import { session } from './session.ts';
import { sessionDialogs } from './sessionDialogs.ts';
import { sessionPages } from './sessionPages.ts';
import { shell } from './shell.ts';
import { shellViews } from './shellViews.ts';
import { signIn } from './signIn.ts';
import { system } from './system.ts';
import { systemPages } from './systemPages.ts';
import { validation } from './validation.ts';
import { vanguardBranch } from './vanguardBranch.ts';
import { vanguardBranchPages } from './vanguardBranchPages.ts';
import { vanguardRest } from './vanguardRest.ts';
import { workRecord } from './workRecord.ts';
import { workRecordPages } from './workRecordPages.ts';
import { zhijiangTalent } from './zhijiangTalent.ts';
import { zhijiangTalentPages } from './zhijiangTalentPages.ts';
import { zhijiangVolunteer } from './zhijiangVolunteer.ts';

export const allParts = [auth, cadre, cadrePages, careChild, careChildPages, cockpit, crud, crudViews, engine, engineFiles, enjoyLifeCarePages, enjoyLifeCareServer, enjoyLifeCentre, enjoyLifeCentrePages, enjoyLifeUniversity, enjoyLifeUniversityPages, fixedRoutes, homeServer, http, informationPublish, informationPublishServer, liaison, liaisonPages, platform, push, router, serverAnswers, session, sessionDialogs, sessionPages, shell, shellViews, signIn, system, systemPages, validation, vanguardBranch, vanguardBranchPages, vanguardRest, workRecord, workRecordPages, zhijiangTalent, zhijiangTalentPages, zhijiangVolunteer] as const;
addMessages(...allParts);
