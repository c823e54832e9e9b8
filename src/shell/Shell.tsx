/**
 * The layout (spec section 2): a skip link, the header (title, top menu, tools, user), the sidebar of the
 * selected group, the tags bar, the breadcrumb, and the content area where the pages live. Landmarks:
 * banner, navigation (top menu, sidebar, tags, breadcrumb) and main.
 */
import { useT } from '../i18n/locale.ts';
import { PageOutlet } from '../router/PageOutlet.tsx';
import { useStore } from '../store/useStore.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { Header } from './Header.tsx';
import { settingsStore } from './settingsStore.ts';
import { useShell } from './shellContext.ts';
import { Sidebar } from './Sidebar.tsx';
import { TagsBar } from './TagsBar.tsx';
import { shell } from '../../model/i18n/shell.ts';

const MAIN_ID = 'main-content';

export function Shell() {
  const t = useT(shell);
  const { view } = useShell();
  const showTag = useStore(settingsStore, (s) => s.showTag);
  return (
    <div className="flex h-full flex-col [background:var(--portal-backdrop)]">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded bg-surface px-4 py-2 text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skip')}
      </a>
      <Header />
      <div className="flex min-h-0 flex-1">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          {showTag ? <TagsBar /> : null}
          <Breadcrumb />
          <main id={MAIN_ID} tabIndex={-1} aria-label={view.title} className="min-h-0 flex-1 bg-canvas outline-none">
            <PageOutlet route={view.route} className="h-full overflow-auto" />
          </main>
        </div>
      </div>
    </div>
  );
}
