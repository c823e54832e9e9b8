/** Chooses the list's columns (at least one stays); the choice is remembered with the column widths. */
import type { ResourceDef } from '../../../model/resource/types.ts';
import { listFields } from '../../../model/resource/fields.ts';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from '../../ui/dropdownMenu.tsx';

export function ColumnChooser({ def, visible, onChange }: { def: ResourceDef; visible: readonly string[]; onChange(names: string[]): void }) {
  const t = useT();
  const all = listFields(def);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>{t('crud.columns')} ▾</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('crud.columnsHelp')}</DropdownMenuLabel>
        {all.map((f) => {
          const shown = visible.includes(f.name);
          return (
            <DropdownMenuCheckboxItem
              key={f.name}
              checked={shown}
              disabled={shown && visible.length === 1}
              // The menu stays open: several columns are usually changed at once.
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(on) => onChange(all.map((x) => x.name).filter((n) => (n === f.name ? on : visible.includes(n))))}
            >
              {t.label(f.label)}
            </DropdownMenuCheckboxItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
