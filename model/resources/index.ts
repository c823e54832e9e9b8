/**
 * The resources the engine serves: every declaration of model/resources/ but those served by their area's
 * own routes. The server registers their routes, and the build their labels, from this list.
 */
import type { ResourceDef } from '../resource/types.ts';
import { DECLARATIONS } from './declarations.ts';

export const RESOURCES: readonly ResourceDef[] = DECLARATIONS.filter((def) => !def.ownRoutes);

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}
