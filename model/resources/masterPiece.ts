/** 精品佳作 (/enjoyLife/masterPiece): the bureau's selection of fine works, reviewed before they are shown. */
import { reviewLifecycle } from '../resource/reviewLifecycle.ts';
import type { ResourceDef } from '../resource/types.ts';
import { enjoyLifeWork } from './enjoyLifeWork.ts';

export const masterPiece: ResourceDef = enjoyLifeWork('masterPiece', ['精品佳作', 'Masterpieces'], reviewLifecycle('masterPiece'));
