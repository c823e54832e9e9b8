/**
 * The header's user part (spec section 1): the welcome line with the user's organisation (on screens of
 * 1536 px and wider: below, the top menu's groups need the room; home names the organisation), the user's
 * name, and a dropdown with personal information, 修改密码 and 退出登录 (UserMenuItems.tsx, downloaded when
 * the dropdown is first opened or its button hovered or focused).
 */
import { useT } from '../i18n/locale.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { useStore } from '../store/useStore.ts';
import { OnDemand } from '../ui/OnDemand.tsx';
import { onDemand } from '../ui/whenNeeded.tsx';
import { Icon } from './icons.tsx';
import { shell } from '../../model/i18n/shell.ts';

const items = onDemand(() => import('./UserMenuItems.tsx').then((m) => m.UserMenuItems));

export function UserMenu() {
  const t = useT(shell);
  const user = useStore(sessionStore, (s) => s.user);
  const name = user?.name || user?.userName || '';
  const org = user?.organization?.organizationName ?? '';
  return (
    <div className="flex items-center gap-2 pl-2">
      {org ? <span className="hidden text-sm 2xl:inline">{t('shell.welcome', { org })}</span> : null}
      <OnDemand
        part={items}
        kind="menu"
        trigger={
          <button
            type="button"
            aria-label={t('shell.userMenu', { name })}
            className="flex h-9 items-center gap-1.5 rounded px-2 text-sm hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
          >
            {user?.avatar ? <img src={user.avatar} alt="" className="size-7 rounded-full object-cover" /> : <Icon name="user" />}
            <span className="max-w-32 truncate">{name}</span>
            <Icon name="chevronDown" className="size-3" />
          </button>
        }
      />
    </div>
  );
}
