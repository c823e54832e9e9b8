/**
 * Where each resource's record checks are: a module of their own beside the declaration,
 * `model/resources/<name>Checks.ts` exporting `<name>Checks`, so that what only shows records (a list) does
 * not download them, nor the date and ID-number code they use. What validates (validate.ts) loads them:
 * the server before every write and import (its bundle holds them all), the browser's form only those of the
 * resource it shows. The list of those modules is written by the build from the folder (recordCheckModules.ts).
 */
import type { RecordCheck } from '../resource/types.ts';
import { RECORD_CHECK_MODULES } from './recordCheckModules.ts';

type Checks = readonly RecordCheck[];

const NONE: Checks = [];

/** The record checks of a resource (none for a resource without any, or a name that is no resource). */
export function recordChecks(name: string): Promise<Checks> {
  // Own keys only (not `toString`); Object.hasOwn is newer than the browsers the build targets (Chrome 87).
  const load = Object.prototype.hasOwnProperty.call(RECORD_CHECK_MODULES, name) ? RECORD_CHECK_MODULES[name] : undefined;
  return load ? load() : Promise.resolve(NONE);
}
