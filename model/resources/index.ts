/** Every declared resource: the server registers their routes and the browser their pages from this list. */
import type { ResourceDef } from '../resource/types.ts';
import { policyDocument } from './policyDocument.ts';
import { stafftelphone } from './stafftelphone.ts';

export const RESOURCES: readonly ResourceDef[] = [stafftelphone, policyDocument];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}
