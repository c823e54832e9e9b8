/** Links between the party branches' views, which the sidebar does not list (they are pages of 支部信息, 三会一课考勤 and 党费收缴). */
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { cn } from '../../ui/cn.ts';
import { vanguardBranchPages } from '../../../model/i18n/vanguardBranchPages.ts';

const VIEWS = [
  ['/vanguard/information/termDue', 'vanguardPages.termDue.title'],
  ['/vanguard/attendance/missing', 'vanguardPages.gaps.title'],
  ['/vanguard/partyDues/detail', 'vanguardPages.dues.title'],
] as const;

export function BranchViewLinks({ current, search = '' }: { current: (typeof VIEWS)[number][0]; search?: string }) {
  const t = useT(vanguardBranchPages);
  return (
    <nav aria-label={t('vanguardPages.views')} className="flex flex-wrap gap-4 text-sm">
      {VIEWS.map(([path, label]) => (
        <AppLink key={path} to={path === current ? path : `${path}${search}`} aria-current={path === current ? 'page' : undefined}
          className={cn('hover:text-primary', path === current ? 'font-medium text-primary' : 'text-muted')}>
          {t(label)}
        </AppLink>
      ))}
    </nav>
  );
}
