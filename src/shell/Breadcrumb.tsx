/** The breadcrumb: home, the page's group and parent pages (links where they are pages), the page itself. */
import { useT } from '../i18n/locale.ts';
import { AppLink } from '../router/AppLink.tsx';
import { entryAddress, menuLabel } from '../router/menuIndex.ts';
import { HOME_PATH } from '../router/routes.ts';
import { Icon } from './icons.tsx';
import { useShell } from './shellContext.ts';
import { shell } from '../../model/i18n/shell.ts';

interface Crumb {
  key: string;
  label: string;
  to?: string;
}

export function Breadcrumb() {
  const t = useT(shell);
  const { view } = useShell();
  const crumbs: Crumb[] = [];
  if (view.route.key !== HOME_PATH) {
    crumbs.push({ key: HOME_PATH, label: t('shell.home'), to: HOME_PATH });
    for (const parent of view.item?.parents ?? []) {
      const openable = parent.path && !parent.path.includes('{');
      crumbs.push({ key: parent.id, label: menuLabel(parent, t.locale), ...(openable ? { to: entryAddress(parent) } : {}) });
    }
  }
  crumbs.push({ key: view.route.key, label: view.title });
  return (
    <nav aria-label={t('shell.breadcrumb')} className="shrink-0 bg-canvas px-4 pt-2 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.key} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-ink">{crumb.label}</span>
              ) : crumb.to ? (
                <AppLink to={crumb.to} className="hover:text-primary hover:underline">{crumb.label}</AppLink>
              ) : (
                <span>{crumb.label}</span>
              )}
              {last ? null : <Icon name="chevronRight" className="size-3" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
