/** The theme chooser's button (spec section 2); its choices (AppearanceChoices.tsx) download when first opened, hovered or focused. */
import { useT } from '../i18n/locale.ts';
import { OnDemand } from '../ui/OnDemand.tsx';
import { onDemand } from '../ui/whenNeeded.tsx';
import { ToolButton } from './ToolButton.tsx';
import { shell } from '../../model/i18n/shell.ts';

const choices = onDemand(() => import('./AppearanceChoices.tsx').then((m) => m.ThemeChoices));

export function ThemePicker() {
  const t = useT(shell);
  return <OnDemand part={choices} kind="popover" trigger={<ToolButton icon="brush" label={t('shell.theme')} />} />;
}
