/**
 * The theme and colour popovers (spec section 2), one download for both (ThemePicker.tsx, ColorPicker.tsx):
 * the themes default, white, star, iview, d2, hey; the colour presets (default blue) and a free colour,
 * painted in its accessible shade (src/theme/color.ts). A choice repaints at once, through CSS variables,
 * and closes the popover (issue 16.10), the focus back on its button; the free colour keeps it open while
 * the colour is being picked.
 */
import { useState } from 'react';
import { useT } from '../i18n/locale.ts';
import { useStore } from '../store/useStore.ts';
import { cn } from '../ui/cn.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import type { TriggerProp } from '../ui/OnDemand.tsx';
import { COLOR_PRESETS, DEFAULT_COLOR, THEME_SWATCHES, THEMES } from '../theme/themes.ts';
import { settings, settingsStore } from './settingsStore.ts';
import { shell } from '../../model/i18n/shell.ts';
import { shellViews } from '../../model/i18n/shellViews.ts';

export function ThemeChoices({ trigger }: TriggerProp) {
  const t = useT(shell, shellViews);
  const theme = useStore(settingsStore, (s) => s.theme);
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="end" className="w-64">
        <div role="radiogroup" aria-label={t('shell.theme')} className="grid grid-cols-2 gap-2">
          {THEMES.map((name) => {
            const [side, top] = THEME_SWATCHES[name];
            return (
              <button
                key={name}
                type="button"
                role="radio"
                aria-checked={theme === name}
                data-theme-choice={name}
                onClick={() => {
                  settings.update({ theme: name });
                  setOpen(false);
                }}
                className={cn(
                  'flex items-center gap-2 rounded border p-2 text-left text-xs focus-visible:outline-2 focus-visible:outline-primary',
                  theme === name ? 'border-primary text-primary' : 'border-line hover:border-primary',
                )}
              >
                <span aria-hidden className="flex h-6 w-8 overflow-hidden rounded border border-line">
                  <span className="w-3" style={{ background: side }} />
                  <span className="flex-1" style={{ background: top }} />
                </span>
                {t(`shell.theme.${name}` as const)}
              </button>
            );
          })}
        </div>
      </PopoverContent>
    </Popover>
  );
}

export function ColorChoices({ trigger }: TriggerProp) {
  const t = useT(shell, shellViews);
  const color = useStore(settingsStore, (s) => s.color);
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="end" className="w-60">
        <div role="radiogroup" aria-label={t('shell.color.presets')} className="flex flex-wrap gap-2">
          {COLOR_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              role="radio"
              aria-checked={color === preset}
              aria-label={preset === DEFAULT_COLOR ? t('shell.color.default', { color: preset }) : preset}
              data-color-choice={preset}
              onClick={() => {
                settings.update({ color: preset });
                setOpen(false);
              }}
              className={cn('size-7 rounded-full border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink', color === preset ? 'border-ink' : 'border-transparent')}
              style={{ background: preset }}
            />
          ))}
        </div>
        <label className="mt-3 flex items-center justify-between gap-2 text-xs text-ink">
          {t('shell.color.custom')}
          <input type="color" value={color} onChange={(e) => settings.update({ color: e.target.value.toLowerCase() })} className="h-7 w-12 cursor-pointer rounded border border-line" />
        </label>
      </PopoverContent>
    </Popover>
  );
}
