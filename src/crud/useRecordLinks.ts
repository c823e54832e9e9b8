/**
 * Where a page sends the user to add, edit or read a record of some kind (the archive, a reminder's row, a
 * record's related list): that resource's crud pages (its Add, Edit/{id} and Details/{id} views), at the
 * first page of the resource in the user's menu, those of the page's own area (`area`, a path prefix)
 * first; and only for the actions whose buttons the user holds. Add and Edit links carry `back`, the page's
 * own address, so that saving or cancelling the form returns there rather than to that kind's list.
 */
import { useCallback } from 'react';
import type { ResourceDef } from '../../model/resource/types.ts';
import { usePermissions } from './usePermissions.ts';
import { href } from '../router/location.ts';
import { pagesShowing } from '../router/menuIndex.ts';
import { useLocation } from '../router/useLocation.ts';
import { useGrantedMenu } from '../router/grantedMenu.ts';

export interface RecordLinks {
  /** The Add page, starting from these values (`{ cadreId }`). */
  add?: (preset: Readonly<Record<string, string>>) => string;
  edit?: (id: string) => string;
  detail?: (id: string) => string;
}

export function useRecordLinks(area: string): (def: ResourceDef) => RecordLinks {
  const can = usePermissions();
  const menu = useGrantedMenu();
  const back = href(useLocation());
  return useCallback(
    (def) => {
      const pages = pagesShowing(menu, def.name).sort((a, b) => Number(b.startsWith(area)) - Number(a.startsWith(area)));
      const at = (view: string) => pages.find((path) => menu.granted.has(`${path}/${view}`));
      const add = can(def.permissions.add) ? at('Add') : undefined;
      const edit = can(def.permissions.edit) ? at('Edit/{id}') : undefined;
      const detail = at('Details/{id}');
      return {
        ...(add ? { add: (preset) => `${add}/Add?${new URLSearchParams({ ...preset, back })}` } : {}),
        ...(edit ? { edit: (id) => `${edit}/Edit/${encodeURIComponent(id)}?${new URLSearchParams({ back })}` } : {}),
        ...(detail ? { detail: (id) => `${detail}/Details/${encodeURIComponent(id)}` } : {}),
      };
    },
    [area, can, menu, back],
  );
}
