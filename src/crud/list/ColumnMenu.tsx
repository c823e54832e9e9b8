/** The column chooser's menu (ColumnChooser.tsx), downloaded when first needed: a check item per list column. */
import type { ResourceDef } from '../../../model/resource/types.ts';
import { listFields } from '../../../model/resource/fields.ts';
import { useT } from '../../i18n/locale.ts';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from '../../ui/dropdownMenu.tsx';
import type { TriggerProp } from '../../ui/OnDemand.tsx';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export interface ColumnMenuProps extends TriggerProp {
  def: ResourceDef;
  visible: readonly string[];
  onChange(names: string[]): void;
}

export function ColumnMenu({ def, visible, onChange, trigger }: ColumnMenuProps) {
  const t = useT(crudViews);
  const all = listFields(def);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
