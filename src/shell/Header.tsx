/**
 * The header: product title, the sidebar's collapse toggle, the top menu, the sibling systems' entries, the tools each settings switch
 * shows or hides (search, error log, fullscreen, lock, theme, colour), the settings panel and the user.
 */
import { useT } from '../i18n/locale.ts';
import { requestLock } from '../session/sessionStore.ts';
import { useStore } from '../store/useStore.ts';
import { cn } from '../ui/cn.ts';
import { ColorPicker } from './ColorPicker.tsx';
import { NotificationBell } from '../push/NotificationBell.tsx';
import { ErrorLogButton } from './ErrorLogButton.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { layoutStore, toggleSidebar } from './layoutStore.ts';
import { MenuSearch } from './MenuSearch.tsx';
import { settingsStore } from './settingsStore.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { SiblingLinks } from './SiblingLinks.tsx';
import { SIDEBAR_ID } from './Sidebar.tsx';
import { ThemePicker } from './ThemePicker.tsx';
import { ToolButton } from './ToolButton.tsx';
import { TopMenu } from './TopMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import { platform } from '../../model/i18n/platform.ts';
import { shell } from '../../model/i18n/shell.ts';

export function Header() {
  const t = useT(platform, shell);
  const s = useStore(settingsStore);
  const collapsed = useStore(layoutStore, (l) => l.collapsed);
  return (
    <header className="flex h-14 shrink-0 items-stretch bg-header text-header-ink shadow-sm">
      <div className={cn('flex shrink-0 items-center gap-2 bg-logo px-3 text-logo-ink', collapsed ? 'w-16 justify-center' : 'w-56')}>
        <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded bg-current/15 font-bold">浙</span>
        <span className={cn('text-sm leading-tight font-semibold', collapsed && 'sr-only')}>{t('product.title')}</span>
      </div>
      {s.showCollapse ? (
        <ToolButton
          icon={collapsed ? 'unfold' : 'fold'}
          label={t(collapsed ? 'shell.expand' : 'shell.collapse')}
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          onClick={toggleSidebar}
          className="my-auto ml-1"
        />
      ) : null}
      {s.showMenu ? <TopMenu /> : <div className="flex-1" />}
      <div className="flex shrink-0 items-center gap-0.5 px-2">
        <SiblingLinks />
        {s.showSearch ? <MenuSearch /> : null}
        {s.showDebug ? <ErrorLogButton /> : null}
        {s.showFullScren ? <FullscreenButton /> : null}
        {s.showLock ? <ToolButton icon="lock" label={t('shell.lock')} onClick={requestLock} /> : null}
        {s.showTheme ? <ThemePicker /> : null}
        {s.showColor ? <ColorPicker /> : null}
        <SettingsPanel />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
