/**
 * The menu catalogue of spec section 2, group by group. Seeded into sys_menu at start (missing entries are
 * added; administrators' changes are kept). Each group lives in its own file under groups/; the order here
 * is the top menu's (each group also carries its sort).
 */
import { careChild } from './groups/careChild.ts';
import { cockpit } from './groups/cockpit.ts';
import { enjoyLife } from './groups/enjoyLife.ts';
import { informationPublish } from './groups/informationPublish.ts';
import { liaison } from './groups/liaison.ts';
import { retiredCadres } from './groups/retiredCadres.ts';
import { system } from './groups/system.ts';
import { vanguard } from './groups/vanguard.ts';
import { workRecord } from './groups/workRecord.ts';
import { zhijiang } from './groups/zhijiang.ts';
import type { MenuNode } from './types.ts';

export const MENU_CATALOGUE: readonly MenuNode[] = [
  retiredCadres,
  vanguard,
  zhijiang,
  enjoyLife,
  workRecord,
  informationPublish,
  careChild,
  liaison,
  system,
  cockpit,
];
