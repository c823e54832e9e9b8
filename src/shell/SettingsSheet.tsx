/**
 * The settings panel (spec section 2): opens over a shade from the header's gear (SettingsPanel.tsx) and
 * closes on a click on the shade. The nine switches each show or hide their part of the shell at once;
 * below them the language and the larger-text mode. Everything is one settings object, saved whole for the user.
 */
import { cloneElement, useState } from 'react';
import { LOCALES } from '../../model/i18n/index.ts';
import { useT } from '../i18n/locale.ts';
import { useStore } from '../store/useStore.ts';
import { Sheet } from '../ui/sheet.tsx';
import { Switch } from '../ui/switch.tsx';
import type { TriggerProp } from '../ui/OnDemand.tsx';
import { settings, settingsStore, SWITCHES } from './settingsStore.ts';
import { platform } from '../../model/i18n/platform.ts';
import { shell } from '../../model/i18n/shell.ts';
import { shellViews } from '../../model/i18n/shellViews.ts';

export function SettingsSheet({ trigger }: TriggerProp) {
  const t = useT(platform, shell, shellViews);
  const [open, setOpen] = useState(false);
  const current = useStore(settingsStore);
  return (
    <>
      {cloneElement(trigger, { onClick: () => setOpen(true) })}
      <Sheet open={open} onOpenChange={setOpen} title={t('shell.settings')} closeLabel={t('shell.settings.close')}>
        <section aria-labelledby="settings-switches" className="border-b border-line px-5 py-3">
          <h3 id="settings-switches" className="mb-2 text-sm font-semibold">{t('shell.settings.switches')}</h3>
          <ul className="h-[500px] max-h-[50vh] overflow-y-auto pr-1">
            {SWITCHES.map((name) => (
              <li key={name} className="flex items-center justify-between gap-3 py-2 text-sm">
                <label htmlFor={`setting-${name}`}>{t(`shell.switch.${name}` as const)}</label>
                <Switch id={`setting-${name}`} checked={current[name]} onCheckedChange={(on) => settings.update({ [name]: on })} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="settings-reading" className="space-y-3 px-5 py-3 text-sm">
          <h3 id="settings-reading" className="font-semibold">{t('shell.settings.reading')}</h3>
          <fieldset className="flex items-center justify-between gap-3">
            <legend className="float-left">{t('shell.settings.locale')}</legend>
            <span className="flex gap-3">
              {LOCALES.map((locale) => (
                <label key={locale} className="flex items-center gap-1">
                  <input type="radio" name="locale" value={locale} checked={current.locale === locale} onChange={() => settings.update({ locale })} />
                  {t(`shell.locale.${locale}` as const)}
                </label>
              ))}
            </span>
          </fieldset>
          <div className="flex items-center justify-between gap-3">
            <label htmlFor="setting-largeText">{t('shell.settings.largeText')}</label>
            <Switch id="setting-largeText" checked={current.largeText} onCheckedChange={(largeText) => settings.update({ largeText })} />
          </div>
          <p className="pt-2 text-xs text-muted">{t('shell.settings.version', { version: t('product.version'), copyright: t('product.copyright') })}</p>
        </section>
      </Sheet>
    </>
  );
}
