/** The reminder window, 7, 15 or 30 days: a group of radio buttons (arrow keys move, large targets). */
import { useId } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { cn } from '../../../ui/cn.ts';
import { REMINDER_WINDOWS, type ReminderWindow } from './reminderApi.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export function WindowSwitch({ value, onChange }: { value: ReminderWindow; onChange(days: ReminderWindow): void }) {
  const t = useT(cadrePages);
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-2 text-sm text-ink">{t('cadrePages.birthday.window')}</legend>
      {REMINDER_WINDOWS.map((days) => (
        <label key={days} className="cursor-pointer">
          <input type="radio" name={name} value={days} checked={value === days} onChange={() => onChange(days)} className="peer sr-only" />
          <span
            className={cn(
              'inline-flex h-9 items-center rounded border px-4 text-sm transition-colors',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
              value === days ? 'border-primary bg-primary text-primary-foreground' : 'border-line bg-surface text-ink hover:border-primary hover:text-primary',
            )}
          >
            {t('cadrePages.birthday.days', { days })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
