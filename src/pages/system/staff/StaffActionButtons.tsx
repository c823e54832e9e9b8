/** The account actions the user may take on one account (useStaffActions.tsx), as a row of buttons. */
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import type { StaffRecord } from './staffApi.ts';
import type { StaffActions } from './useStaffActions.tsx';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export function StaffActionButtons({ account, actions, compact = false }: { account: StaffRecord; actions: StaffActions; compact?: boolean }) {
  const t = useT(crud, systemPages);
  const may = actions.allowed(account);
  const look = compact ? ({ size: 'sm', variant: 'link' } as const) : ({ size: 'md', variant: 'default' } as const);
  // "停用 张三": the visible word first, so that speech and sight agree, then whose account it is.
  const named = (key: Parameters<typeof t>[0]) => ({ 'aria-label': `${t(key)} ${account.name}` });
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {may.toggle ? (
        <Button {...look} {...named(account.enabled ? 'systemPages.staff.disable' : 'systemPages.staff.enable')} disabled={actions.busy} onClick={() => actions.toggle(account)}>
          {t(account.enabled ? 'systemPages.staff.disable' : 'systemPages.staff.enable')}
        </Button>
      ) : null}
      {may.unlock ? (
        <Button {...look} {...named('systemPages.staff.unlock')} disabled={actions.busy} onClick={() => actions.unlock(account)}>{t('systemPages.staff.unlock')}</Button>
      ) : null}
      {may.reset ? (
        <Button {...look} {...named('systemPages.staff.reset')} disabled={actions.busy} onClick={() => actions.reset(account)}>{t('systemPages.staff.reset')}</Button>
      ) : null}
      {may.signOut ? (
        <Button {...look} {...named('systemPages.staff.signOut')} disabled={actions.busy} onClick={() => actions.signOut(account)}>{t('systemPages.staff.signOut')}</Button>
      ) : null}
      {may.remove ? (
        <Button {...look} {...named('crud.delete')} className={compact ? 'text-danger' : undefined} variant={compact ? 'link' : 'danger'} disabled={actions.busy} onClick={() => actions.remove(account)}>
          {t('crud.delete')}
        </Button>
      ) : null}
    </span>
  );
}
