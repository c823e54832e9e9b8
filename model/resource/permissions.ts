/** The standard permission codes of a resource: `<name>_view`, `<name>_add`, ... (menu button codes). */
import type { Permissions } from './types.ts';

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
