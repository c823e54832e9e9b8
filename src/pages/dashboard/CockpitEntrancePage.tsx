/**
 * The cockpit's menu pages (/cockpitEntrance, /zhijiang/webview): the dashboard is an external system,
 * opened in its own window with a one-time hand-off code; this page says so and opens it on request
 * (a window opened without a click would be stopped by popup blockers).
 */
// Loaded on demand: its texts come with it, not with the shell (model/i18n/shellViewsArea.ts).
import '../../../model/i18n/shellViewsArea.ts';
import { useT } from '../../i18n/locale.ts';
import { openSibling } from '../../shell/handoff.ts';
import { Button } from '../../ui/button.tsx';

export default function CockpitEntrancePage() {
  const t = useT();
  return (
    <div className="p-4">
      <section aria-labelledby="cockpit-title" className="rounded bg-surface p-10 text-center shadow-sm">
        <h1 id="cockpit-title" className="text-lg font-semibold">{t('cockpit.title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('cockpit.text')}</p>
        <Button variant="primary" className="mt-5" onClick={() => void openSibling('cockpit')}>{t('cockpit.open')}</Button>
      </section>
    </div>
  );
}
