/**
 * 驾驶舱入口 (/cockpitEntrance): our cockpit (CockpitBoard) and, where the deployment names an external
 * dashboard (COCKPIT_URL, the client settings' `cockpit`), a button that opens it in its own window with a
 * one-time hand-off code (src/shell/handoff.ts; a window opened without a click would be stopped by popup
 * blockers).
 */
import { useEffect } from 'react';
import { useT } from '../../i18n/locale.ts';
import { loadClientSettings, siblingsStore } from '../../shell/clientSettings.ts';
import { openSibling } from '../../shell/handoff.ts';
import { useStore } from '../../store/useStore.ts';
import { Button } from '../../ui/button.tsx';
import { CockpitBoard } from './CockpitBoard.tsx';
import { cockpit } from '../../../model/i18n/cockpit.ts';

export default function CockpitEntrancePage() {
  const t = useT(cockpit);
  const external = useStore(siblingsStore, (s) => s.cockpit);
  useEffect(() => {
    void loadClientSettings();
  }, []);
  return (
    <CockpitBoard
      actions={external ? <Button variant="primary" onClick={() => void openSibling('cockpit')}>{t('cockpitView.openExternal')}</Button> : undefined}
    />
  );
}
