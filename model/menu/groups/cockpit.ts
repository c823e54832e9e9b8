/**
 * 驾驶舱 (the cockpit entry of spec section 2): a top-level entry without pages that opens the external
 * dashboard by token hand-off. It shows only when its name is in authorityList (spec section 6), which is
 * exactly when a role grants it.
 */
import { group } from '../build.ts';

export const cockpit = group('cockpit', ['驾驶舱', 'Cockpit'], 'dashboard', [], 110);
