/** The table's columns from the declaration's list fields: the title links to the detail, the state is a badge. */
import { useMemo } from 'react';
import { fieldOf } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { displayValue } from '../format/displayValue.ts';
import { StatusBadge } from '../lifecycle/StatusBadge.tsx';
import type { TableColumn } from './DataTable.tsx';
import { crud } from '../../../model/i18n/crud.ts';

export function useTableColumns(def: ResourceDef, visible: readonly string[], detailPath: ((id: string) => string) | null): TableColumn[] {
  const t = useT(crud);
  return useMemo(
    () =>
      visible.flatMap((name): TableColumn[] => {
        const field = fieldOf(def, name);
        if (!field) return [];
        const base = { name, label: t.label(field.label), sortable: Boolean(field.sortable) };
        if (name === def.lifecycle?.field) return [{ ...base, cell: (r) => <StatusBadge def={def} state={r[name]} /> }];
        if (name === def.titleField && detailPath) {
          return [{ ...base, cell: (r) => <AppLink className="text-primary hover:underline" to={detailPath(r.id)}>{displayValue(field, r, t)}</AppLink> }];
        }
        return [{ ...base, cell: (r) => displayValue(field, r, t) }];
      }),
    [def, visible, detailPath, t],
  );
}
