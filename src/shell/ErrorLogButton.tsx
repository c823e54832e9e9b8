/**
 * The error-log button (showDebug) with its count as a badge (at most 99, spec section 9); the dialog
 * (ErrorLogDialog.tsx) downloads when first opened, hovered or focused.
 */
import { useT } from '../i18n/locale.ts';
import { errorLog } from '../store/errorLog.ts';
import { useStore } from '../store/useStore.ts';
import { OnDemand } from '../ui/OnDemand.tsx';
import { onDemand } from '../ui/whenNeeded.tsx';
import { ToolButton } from './ToolButton.tsx';
import { shell } from '../../model/i18n/shell.ts';

export const BADGE_MAX = 99;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

const dialog = onDemand(() => import('./ErrorLogDialog.tsx').then((m) => m.ErrorLogDialog));

export function ErrorLogButton() {
  const t = useT(shell);
  const count = useStore(errorLog, (s) => s.entries.length);
  return (
    <OnDemand
      part={dialog}
      kind="dialog"
      trigger={
        <ToolButton
          icon="bug"
          label={count ? t('shell.errorLog.withCount', { count }) : t('shell.errorLog')}
          aria-haspopup="dialog"
          badge={
            count ? (
              <span aria-hidden className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 text-white">
                {badgeText(count)}
              </span>
            ) : null
          }
        />
      }
    />
  );
}
