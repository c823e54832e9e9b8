/** The settings panel, its nine switches, themes, colours, language and text size. */
import './harness.tsx';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { localeStore, setLocale } from '../../src/i18n/locale.ts';
import { installAppearance } from '../../src/shell/installAppearance.ts';
import { PREFERENCES_PREFIX } from '../../src/shell/preferences.ts';
import { createSettings, DEFAULT_SETTINGS, parseSettings, settingsStore, SWITCHES, type SwitchName } from '../../src/shell/settingsStore.ts';
import { createStorage } from '../../src/store/storage.ts';
import { accessibleShade } from '../../src/theme/color.ts';
import { COLOR_PRESETS, THEMES } from '../../src/theme/themes.ts';
import { MemoryStorage } from '../helpers/memoryStorage.ts';
import { catalogueMenu, openShell, resetShell, signedIn } from './harness.tsx';

/** What each switch shows or hides (looked up in the DOM: the open panel hides the rest from role queries). */
const PARTS: Record<SwitchName, string> = {
  showTag: 'nav[aria-label="已打开的页面"]',
  showDebug: 'button[aria-label^="错误日志"]',
  showTheme: 'button[aria-label="主题"]',
  showColor: 'button[aria-label="主题色"]',
  showFullScren: 'button[aria-label="全屏"]',
  showLock: 'button[aria-label="锁屏"]',
  showCollapse: 'button[aria-label="收起菜单"]',
  showSearch: 'input[role="combobox"][aria-label="搜索菜单"]',
  showMenu: 'nav[aria-label="顶部菜单"]',
};

/**
 * Radix starts listening for clicks outside a panel one task after it opens. The wait is inside act(): the
 * page behind the panel may finish downloading meanwhile.
 */
const soon = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: '系统设置' }));
  return screen.findByRole('dialog', { name: '系统设置' });
}

describe('the settings panel', () => {
  afterEach(async () => {
    await resetShell();
    setLocale('zh-CN');
  });

  it('lists the nine switches in a 500 px scroll area and closes on a click on the shade', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    openShell('/cockpitEntrance');
    const panel = await openPanel();
    assert.equal(within(panel).getAllByRole('switch').length, SWITCHES.length + 1, 'nine switches and the larger-text mode');
    assert.match(within(panel).getByRole('switch', { name: '标签栏' }).closest('ul')!.className, /h-\[500px\] .*overflow-y-auto/);
    await soon();
    const shade = document.querySelector('[data-shade]')!;
    fireEvent.pointerDown(shade, { button: 0 });
    fireEvent.pointerUp(shade, { button: 0 });
    fireEvent.click(shade);
    await waitFor(() => assert.equal(screen.queryByRole('dialog', { name: '系统设置' }), null));
  });

  it('shows or hides each part of the shell with its switch, at once', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    openShell('/cockpitEntrance');
    const panel = await openPanel();
    for (const name of SWITCHES) {
      assert.ok(document.querySelector(PARTS[name]), `${name} shows its part`);
      fireEvent.click(within(panel).getAllByRole('switch')[SWITCHES.indexOf(name)]!);
      assert.equal(settingsStore.getState()[name], false);
      assert.equal(document.querySelector(PARTS[name]), null, `${name} hides its part`);
    }
  });

  it('switches the language and the larger-text mode', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    const uninstall = installAppearance();
    try {
      openShell('/cockpitEntrance');
      const panel = await openPanel();
      fireEvent.click(within(panel).getByRole('switch', { name: '大字模式' }));
      assert.equal(document.documentElement.dataset.text, 'large');
      fireEvent.click(within(panel).getByRole('radio', { name: 'English' }));
      assert.equal(localeStore.getState(), 'en-US');
      assert.ok(await screen.findByRole('dialog', { name: 'Settings' }));
      assert.ok(document.querySelector('nav[aria-label="Main menu"]'));
    } finally {
      uninstall();
      delete document.documentElement.dataset.text;
    }
  });
});

describe('themes and colours', () => {
  afterEach(resetShell);

  it('paints every theme and preset colour through the document’s variables, at once, closing the chooser', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    const uninstall = installAppearance();
    const root = document.documentElement;
    /** Opens a chooser, makes one choice, and checks that the chooser closed (issue 16.10). */
    const choose = async (button: string, choice: string) => {
      fireEvent.click(screen.getByRole('button', { name: button }));
      await waitFor(() => assert.ok(document.querySelector(choice), `the ${button} popover opened`));
      fireEvent.click(document.querySelector(choice)!);
      await waitFor(() => assert.equal(document.querySelector(choice), null, `the ${button} popover closed after the choice`));
    };
    try {
      openShell('/cockpitEntrance');
      await screen.findByRole('button', { name: '主题' });
      for (const theme of THEMES) {
        await choose('主题', `[data-theme-choice="${theme}"]`);
        assert.equal(root.dataset.theme, theme === 'default' ? undefined : theme);
      }
      for (const color of COLOR_PRESETS) {
        await choose('主题色', `[data-color-choice="${color}"]`);
        assert.equal(root.style.getPropertyValue('--portal-primary'), accessibleShade(color));
      }
      fireEvent.click(screen.getByRole('button', { name: '主题色' }));
      fireEvent.change(await screen.findByLabelText('自定义颜色'), { target: { value: '#123456' } });
      assert.ok(screen.getByLabelText('自定义颜色'), 'the free colour keeps the chooser open');
      assert.equal(settingsStore.getState().color, '#123456');
      assert.equal(root.style.getPropertyValue('--portal-primary'), '#123456');
    } finally {
      uninstall();
      delete root.dataset.theme;
    }
  });
});

describe('the settings object', () => {
  const storage = () => createStorage({ prefix: PREFERENCES_PREFIX, local: () => local, session: () => new MemoryStorage() });
  let local = new MemoryStorage();
  afterEach(() => {
    local = new MemoryStorage();
  });

  it('is saved whole per user, and the last user’s applies at the next start', () => {
    const first = createSettings(storage());
    first.useFor('u1');
    first.update({ theme: 'star', color: '#6959cd', showTag: false });
    first.useFor('u2');
    assert.deepEqual(first.store.getState(), DEFAULT_SETTINGS);
    first.useFor('u1');
    const restarted = createSettings(storage());
    assert.deepEqual(restarted.store.getState(), { ...DEFAULT_SETTINGS, theme: 'star', color: '#6959cd', showTag: false });
    const saved = JSON.parse(local.getItem(`${PREFERENCES_PREFIX}settings:u1`)!).content;
    assert.deepEqual(Object.keys(saved).sort(), Object.keys(DEFAULT_SETTINGS).sort());
  });

  it('goes with a logout’s clearing of the product’s storage (spec section 4)', () => {
    const saved = createSettings(storage());
    saved.useFor('u1');
    saved.update({ theme: 'star' });
    createStorage({ local: () => local, session: () => new MemoryStorage() }).clear();
    assert.equal(local.length, 0, 'no preference of anyone is left');
    assert.deepEqual(createSettings(storage()).store.getState(), DEFAULT_SETTINGS);
  });

  it('is not left where releases before issue 16.9 kept it, outside the product prefix, which no logout clears', async () => {
    localStorage.setItem('lgbsmp.prefs.settings:u1', '{"dataType":"object","content":{"theme":"star"},"type":"local","datetime":1}');
    localStorage.setItem('other.prefs', 'another product’s');
    // The module as a page loads it: at start.
    await import(`../../src/shell/preferences.ts?start=${Date.now()}`);
    assert.equal(localStorage.getItem('lgbsmp.prefs.settings:u1'), null);
    assert.equal(localStorage.getItem('other.prefs'), 'another product’s');
    localStorage.removeItem('other.prefs');
  });

  it('applies a saved theme after a reload whatever the switches say', () => {
    const saved = createSettings(storage());
    saved.useFor('u1');
    saved.update({ theme: 'iview', showTheme: false, showColor: false, color: '#11a983' });
    const root = document.createElement('html');
    const restarted = createSettings(storage());
    settingsStore.setState(restarted.store.getState());
    const uninstall = installAppearance(root);
    uninstall();
    assert.equal(root.dataset.theme, 'iview');
    assert.equal(root.style.getPropertyValue('--portal-primary'), accessibleShade('#11a983'));
    settingsStore.setState(DEFAULT_SETTINGS);
  });

  it('reads whatever was stored as valid settings', () => {
    assert.deepEqual(parseSettings({ theme: 'neon', color: 'red', showMenu: 'no', locale: 'fr', largeText: true, extra: 1 }), { ...DEFAULT_SETTINGS, largeText: true });
    assert.deepEqual(parseSettings(null), DEFAULT_SETTINGS);
    assert.equal(parseSettings({ color: '#ABCDEF' }).color, '#abcdef');
  });
});
