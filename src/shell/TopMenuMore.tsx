/**
 * The top menu's 更多 list (TopMenu.tsx): the groups, and the cockpit entry, that do not fit in the bar, as
 * a Radix dropdown menu (arrows choose, Enter opens, Escape closes and returns to 更多). Downloaded when the
 * button is first hovered, focused or pressed, with the user menu's Radix Menu.
 */
import type { MenuEntry } from '../http/api/admin.ts';
import { useT } from '../i18n/locale.ts';
import { AppLink } from '../router/AppLink.tsx';
import { entryAddress, menuLabel } from '../router/menuIndex.ts';
import { HOME_PATH } from '../router/routes.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdownMenu.tsx';
import type { TriggerProp } from '../ui/OnDemand.tsx';
import { openSibling } from './handoff.ts';
import { Icon } from './icons.tsx';
import { selectGroup } from './layoutStore.ts';
import { firstPage } from './topGroups.ts';
import { shell } from '../../model/i18n/shell.ts';

export interface TopMenuMoreProps extends TriggerProp {
  groups: readonly MenuEntry[];
  cockpit: MenuEntry | null;
  /** The group the sidebar shows, marked in the list. */
  currentId: string | undefined;
}

export function TopMenuMore({ trigger, groups, cockpit, currentId }: TopMenuMoreProps) {
  const t = useT(shell);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {groups.map((group) => {
          const first = firstPage(group);
          const current = group.id === currentId;
          return (
            <DropdownMenuItem key={group.id} asChild>
              <AppLink to={first ? entryAddress(first) : HOME_PATH} aria-current={current ? 'true' : undefined} onClick={() => selectGroup(group.id)}
                className={current ? 'font-semibold text-primary' : undefined}>
                {group.icon ? <Icon name={group.icon} /> : null}
                {menuLabel(group, t.locale)}
              </AppLink>
            </DropdownMenuItem>
          );
        })}
        {cockpit ? (
          <DropdownMenuItem onSelect={() => void openSibling('cockpit')}>
            <Icon name={cockpit.icon || 'dashboard'} />
            {menuLabel(cockpit, t.locale)}
            <Icon name="external" className="size-3" />
            <span className="sr-only">{t('shell.opensWindow')}</span>
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
