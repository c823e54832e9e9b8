/** The colour picker's button (spec section 2); its choices (AppearanceChoices.tsx) download when first opened, hovered or focused. */
import { useT } from '../i18n/locale.ts';
import { OnDemand } from '../ui/OnDemand.tsx';
import { onDemand } from '../ui/whenNeeded.tsx';
import { ToolButton } from './ToolButton.tsx';
import { shell } from '../../model/i18n/shell.ts';

const choices = onDemand(() => import('./AppearanceChoices.tsx').then((m) => m.ColorChoices));

export function ColorPicker() {
  const t = useT(shell);
  return <OnDemand part={choices} kind="popover" trigger={<ToolButton icon="palette" label={t('shell.color')} />} />;
}
