/**
 * The colour picker (spec section 2, default blue): presets and a free colour. The colour is painted in
 * its accessible shade (src/theme/color.ts), through CSS variables, at once.
 */
import { useT } from '../i18n/locale.ts';
import { useStore } from '../store/useStore.ts';
import { cn } from '../ui/cn.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { COLOR_PRESETS, DEFAULT_COLOR } from '../theme/themes.ts';
import { settings, settingsStore } from './settingsStore.ts';
import { ToolButton } from './ToolButton.tsx';

export function ColorPicker() {
  const t = useT();
  const color = useStore(settingsStore, (s) => s.color);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <ToolButton icon="palette" label={t('shell.color')} />
      </PopoverTrigger>
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
              onClick={() => settings.update({ color: preset })}
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
