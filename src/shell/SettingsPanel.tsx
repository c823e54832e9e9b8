/** The header's gear (spec section 2); the settings panel (SettingsSheet.tsx) downloads when first opened, hovered or focused. */
import { useT } from '../i18n/locale.ts';
import { OnDemand } from '../ui/OnDemand.tsx';
import { onDemand } from '../ui/whenNeeded.tsx';
import { ToolButton } from './ToolButton.tsx';
import { shell } from '../../model/i18n/shell.ts';

const sheet = onDemand(() => import('./SettingsSheet.tsx').then((m) => m.SettingsSheet));

export function SettingsPanel() {
  const t = useT(shell);
  return <OnDemand part={sheet} kind="dialog" trigger={<ToolButton icon="gear" label={t('shell.settings')} aria-haspopup="dialog" />} />;
}
