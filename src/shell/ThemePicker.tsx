/** The theme chooser (spec section 2): default, white, star, iview, d2, hey; a choice repaints at once. */
import { useT } from '../i18n/locale.ts';
import { useStore } from '../store/useStore.ts';
import { cn } from '../ui/cn.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { THEME_SWATCHES, THEMES } from '../theme/themes.ts';
import { settings, settingsStore } from './settingsStore.ts';
import { ToolButton } from './ToolButton.tsx';

export function ThemePicker() {
  const t = useT();
  const theme = useStore(settingsStore, (s) => s.theme);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <ToolButton icon="brush" label={t('shell.theme')} />
      </PopoverTrigger>
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
                onClick={() => settings.update({ theme: name })}
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
