/** The error-log button (showDebug) with its count as a badge (at most 99, spec section 9), opening the dialog. */
import { useState } from 'react';
import { useT } from '../i18n/locale.ts';
import { errorLog } from '../store/errorLog.ts';
import { useStore } from '../store/useStore.ts';
import { ErrorLogDialog } from './ErrorLogDialog.tsx';
import { ToolButton } from './ToolButton.tsx';

export const BADGE_MAX = 99;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

export function ErrorLogButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const count = useStore(errorLog, (s) => s.entries.length);
  return (
    <>
      <ToolButton
        icon="bug"
        label={count ? t('shell.errorLog.withCount', { count }) : t('shell.errorLog')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        badge={
          count ? (
            <span aria-hidden className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 text-white">
              {badgeText(count)}
            </span>
          ) : null
        }
      />
      <ErrorLogDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
