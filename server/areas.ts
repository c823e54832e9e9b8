/** Every area of the server registers its routes here: the whole API surface in one list. */
import type { App, AppDeps } from './app.ts';
import { authRoutes } from './areas/auth/routes.ts';
import { cadreRoutes } from './areas/cadre/routes.ts';
import { careChildRoutes } from './areas/careChild/routes.ts';
import { cockpitRoutes } from './areas/cockpit/routes.ts';
import { enjoyLifeCareRoutes } from './areas/enjoyLife/careRoutes.ts';
import { enjoyLifeUniversityRoutes } from './areas/enjoyLife/routes.ts';
import { enjoyLifeCentreRoutes } from './areas/enjoyLife/centreRoutes.ts';
import { healthRoutes } from './areas/health/routes.ts';
import { informationPublishRoutes } from './areas/informationPublish/routes.ts';
import { liaisonRoutes } from './areas/liaison/routes.ts';
import { homeRoutes } from './areas/home/homeRoutes.ts';
import { menuRoutes } from './areas/menu/menuRoutes.ts';
import { personalRoutes } from './areas/personal/routes.ts';
import { pushRoutes } from './areas/push/routes.ts';
import { systemRoutes } from './areas/system/routes.ts';
import { vanguardRoutes } from './areas/vanguard/routes.ts';
import { vanguardBranchRoutes } from './areas/vanguard/branchRoutes.ts';
import { vanguardRestRoutes } from './areas/vanguard/restRoutes.ts';
import { workRecordRoutes } from './areas/workRecord/routes.ts';
import { zhijiangVolunteerRoutes } from './areas/zhijiang/volunteerRoutes.ts';
import { zhijiangTalentRoutes } from './areas/zhijiang/talentRoutes.ts';
import { engineRoutes } from './engine/routes.ts';
import type { Router } from './http/router.ts';

export interface AreaDeps extends AppDeps {
  app: App;
}

export function registerAreas(router: Router, deps: AreaDeps): void {
  healthRoutes(router, deps);
  authRoutes(router, deps);
  menuRoutes(router, deps);
  homeRoutes(router, deps);
  pushRoutes(router, deps);
  engineRoutes(router, deps);
  systemRoutes(router, deps);
  cadreRoutes(router, deps);
  liaisonRoutes(router, deps);
  workRecordRoutes(router, deps);
  vanguardRoutes();
  informationPublishRoutes(router, deps);
  vanguardBranchRoutes(router, deps);
  careChildRoutes();
  enjoyLifeCareRoutes();
  zhijiangVolunteerRoutes();
  zhijiangTalentRoutes(router, deps);
  enjoyLifeUniversityRoutes(router, deps);
  vanguardRestRoutes(router, deps);
  enjoyLifeCentreRoutes(router, deps);
  cockpitRoutes(router, deps);
  personalRoutes(router, deps);
}
