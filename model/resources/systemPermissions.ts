/**
 * Permissions of the system declarations, from model/menu/systemPermissions.ts. The logs are read-only:
 * their writes carry the code `-`, which no menu entry has, so nobody holds it (and no route serves it).
 */
import type { Permissions } from '../resource/types.ts';

export const NOBODY = '-';

export function pagePermissions(codes: { view: string; add?: string; edit?: string; del?: string }): Permissions {
  return { view: codes.view, add: codes.add ?? NOBODY, edit: codes.edit ?? NOBODY, delete: codes.del ?? NOBODY };
}
