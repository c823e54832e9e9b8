/** The user dropdown (UserMenu.tsx): personal information, 修改密码, and 退出登录 (which asks 是否退出系统 itself). */
import { useT } from '../i18n/locale.ts';
import { navigate } from '../router/navigate.ts';
import { logout, openChangePassword } from '../session/sessionStore.ts';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdownMenu.tsx';
import type { TriggerProp } from '../ui/OnDemand.tsx';
import { Icon } from './icons.tsx';
import { fixedRoutes } from '../../model/i18n/fixedRoutes.ts';
import { shellViews } from '../../model/i18n/shellViews.ts';

export function UserMenuItems({ trigger }: TriggerProp) {
  const t = useT(fixedRoutes, shellViews);
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
