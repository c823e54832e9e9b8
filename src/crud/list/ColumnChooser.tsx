/**
 * Chooses the list's columns (at least one stays); the choice is remembered with the column widths. The
 * menu (ColumnMenu.tsx) is downloaded when first opened, or when the button is hovered or focused.
 */
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { OnDemand } from '../../ui/OnDemand.tsx';
import { onDemand } from '../../ui/whenNeeded.tsx';
import { crud } from '../../../model/i18n/crud.ts';

const menu = onDemand(() => import('./ColumnMenu.tsx').then((m) => m.ColumnMenu));

export function ColumnChooser(props: { def: ResourceDef; visible: readonly string[]; onChange(names: string[]): void }) {
  const t = useT(crud);
  return <OnDemand part={menu} kind="menu" props={props} trigger={<Button>{t('crud.columns')} ▾</Button>} />;
}
