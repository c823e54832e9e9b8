/**
 * Menu search (showSearch): type part of a page's name, or of its parents' names, to find any page the
 * user may open; up and down choose, Enter opens, Escape clears. Ctrl+K (⌘K) or `/` outside a text field
 * jumps here from anywhere. An ARIA combobox with a listbox of results, their count announced. The input is
 * on screen from the first paint; the results and the search itself (MenuSearchResults.tsx) download when
 * the input is first pointed at, focused or typed in, and show what was typed meanwhile.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useT } from '../i18n/locale.ts';
import { navigate } from '../router/navigate.ts';
import { onDemand, report } from '../ui/whenNeeded.tsx';
import { Icon } from './icons.tsx';
import type { SearchHit } from './menuSearch.ts';
import type { MenuSearchResultsProps } from './MenuSearchResults.tsx';
import { shell } from '../../model/i18n/shell.ts';

export const MENU_SEARCH_LIST = 'menu-search-results';
export const menuSearchOption = (i: number) => `menu-search-option-${i}`;

const results = onDemand(() => import('./MenuSearchResults.tsx').then((m) => m.MenuSearchResults));

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Ctrl+K / ⌘K anywhere, or `/` when not typing. */
export function isSearchShortcut(event: globalThis.KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}

export function MenuSearch() {
  const t = useT(shell);
  const [Results, setResults] = useState<ComponentType<MenuSearchResultsProps> | undefined>(() => results.loaded);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [hits, setHits] = useState<readonly SearchHit[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const showing = open && text.trim() !== '';

  const want = () => {
    if (!Results) results.load().then((component) => setResults(() => component), report);
  };

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const go = useCallback((hit: SearchHit) => {
    setText('');
    setOpen(false);
    navigate(hit.address);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length) setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' && showing && hits[active]) {
      event.preventDefault();
      go(hits[active]);
    } else if (event.key === 'Escape') {
      setText('');
      setOpen(false);
    }
  };

  return (
    <div className="relative mr-1 hidden sm:block">
      <Icon name="search" className="pointer-events-none absolute top-1/2 left-2 -translate-y-1/2 text-muted" />
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label={t('shell.search.label')}
        aria-expanded={showing && !!Results}
        aria-controls={Results ? MENU_SEARCH_LIST : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showing && hits[active] ? menuSearchOption(active) : undefined}
        placeholder={t('shell.search.placeholder')}
        value={text}
        onPointerEnter={results.preload}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          want();
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          want();
        }}
        onBlur={() => setOpen(false)}
        className="h-8 w-48 rounded border border-line bg-surface pr-2 pl-7 text-sm text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
      />
      {Results ? <Results text={text} showing={showing} active={active} onHits={setHits} onPick={go} /> : null}
    </div>
  );
}
