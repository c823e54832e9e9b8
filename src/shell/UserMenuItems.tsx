/** The user dropdown (UserMenu.tsx): personal information, 修改密码, and 退出登录 (which asks 是否退出系统 itself). */
// Loaded on demand: its texts come with it, not with the shell (model/i18n/shellViewsArea.ts).
import '../../model/i18n/shellViewsArea.ts';
import { useT } from '../i18n/locale.ts';
import { navigate } from '../router/navigate.ts';
import { logout, openChangePassword } from '../session/sessionStore.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdownMenu.tsx';
import type { TriggerProp } from '../ui/OnDemand.tsx';
import { Icon } from './icons.tsx';

export function UserMenuItems({ trigger }: TriggerProp) {
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
  );
}
