/**
 * The header's user part (spec section 1): the welcome line with the user's organisation, the user's
 * name, and a dropdown with personal information, 修改密码 and 退出登录 (which asks 是否退出系统 itself).
 */
import { useT } from '../i18n/locale.ts';
import { navigate } from '../router/navigate.ts';
import { logout, openChangePassword, sessionStore } from '../session/sessionStore.ts';
import { useStore } from '../store/useStore.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdownMenu.tsx';
import { Icon } from './icons.tsx';

export function UserMenu() {
  const t = useT();
  const user = useStore(sessionStore, (s) => s.user);
  const name = user?.name || user?.userName || '';
  const org = user?.organization?.organizationName ?? '';
  return (
    <div className="flex items-center gap-2 pl-2">
      {org ? <span className="hidden text-sm lg:inline">{t('shell.welcome', { org })}</span> : null}
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={t('shell.userMenu', { name })}
          className="flex h-9 items-center gap-1.5 rounded px-2 text-sm hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
        >
          {user?.avatar ? <img src={user.avatar} alt="" className="size-7 rounded-full object-cover" /> : <Icon name="user" />}
          <span className="max-w-32 truncate">{name}</span>
          <Icon name="chevronDown" className="size-3" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => navigate('/info/index')}>
            <Icon name="idCard" />
            {t('route.info')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={openChangePassword}>
            <Icon name="key" />
            {t('shell.changePassword')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void logout()}>
            <Icon name="logout" />
            {t('shell.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
