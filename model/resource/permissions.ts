/** The standard permission codes of a resource: `<name>_view`, `<name>_add`, ... (menu button codes). */
import type { Permissions } from './types.ts';

/**
 * A permission value meaning "any signed-in user": for resources that belong to every user rather than to a
 * menu (saved views). The engine's routes (server/engine/routes.ts) then require a session and no code; the
 * browser shows the action to everyone.
 */
export const SIGNED_IN = '@signedIn';

export function standardPermissions(name: string): Required<Permissions> {
  return {
    view: `${name}_view`,
    add: `${name}_add`,
    edit: `${name}_edit`,
    delete: `${name}_del`,
    export: `${name}_export`,
    import: `${name}_import`,
    purge: `${name}_purge`,
    reveal: `${name}_reveal`,
  };
}
