/** 作品征集 (/enjoyLife/collectionOfWorks, approval/{id}): works submitted to the call, reviewed before they are shown. */
import { reviewLifecycle } from '../resource/reviewLifecycle.ts';
import type { ResourceDef } from '../resource/types.ts';
import { enjoyLifeWork } from './enjoyLifeWork.ts';

export const collectionOfWorks: ResourceDef = enjoyLifeWork('collectionOfWorks', ['作品征集', 'Call for works'], reviewLifecycle('collectionOfWorks'));
