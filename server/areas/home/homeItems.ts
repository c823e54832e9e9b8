/**
 * The one list of what the areas contribute to home (docs/home.md): each area declares its kinds in its own
 * `homeItems.ts`; reviewQueues adds every reviewed resource's queue. Order here is the order home shows.
 */
import { cadreHomeItems } from '../cadre/homeItems.ts';
import { enjoyLifeHomeItems } from '../enjoyLife/homeItems.ts';
import { informationPublishHomeItems } from '../informationPublish/homeItems.ts';
import { vanguardHomeItems } from '../vanguard/homeItems.ts';
import { workRecordHomeItems } from '../workRecord/homeItems.ts';
import { zhijiangHomeItems } from '../zhijiang/homeItems.ts';
import type { HomeItemKind } from './homeItem.ts';
import { reviewQueues } from './reviewQueues.ts';

export const HOME_ITEMS: readonly HomeItemKind[] = [
  ...cadreHomeItems,
  ...reviewQueues,
  ...workRecordHomeItems,
  ...enjoyLifeHomeItems,
  ...vanguardHomeItems,
  ...informationPublishHomeItems,
  ...zhijiangHomeItems,
];

const duplicate = HOME_ITEMS.find((kind, i) => HOME_ITEMS.findIndex((other) => other.type === kind.type) !== i);
if (duplicate) throw new Error(`home kind ${duplicate.type} is declared twice`);
