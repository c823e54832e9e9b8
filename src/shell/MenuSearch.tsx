/**
 * Menu search (showSearch): type part of a page's name, or of its parents' names, to find any page the
 * user may open; up and down choose, Enter opens, Escape clears. Ctrl+K (⌘K) or `/` outside a text field
 * jumps here from anywhere. An ARIA combobox with a listbox of results, their count announced.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/locale.ts';
import { navigate } from '../router/navigate.ts';
import { cn } from '../ui/cn.ts';
import { Icon } from './icons.tsx';
import { searchMenu, type SearchHit } from './menuSearch.ts';
import { useShell } from './shellContext.ts';

const LIST_ID = 'menu-search-results';
const optionId = (i: number) => `menu-search-option-${i}`;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Ctrl+K / ⌘K anywhere, or `/` when not typing. */
export function isSearchShortcut(event: globalThis.KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}

export function MenuSearch() {
  const t = useT();
  const { index } = useShell();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const hits = useMemo(() => searchMenu(index, text, t.locale), [index, text, t.locale]);
  const showing = open && text.trim() !== '';

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const go = (hit: SearchHit) => {
    setText('');
    setOpen(false);
    navigate(hit.address);
  };

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
        aria-expanded={showing}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={showing && hits[active] ? optionId(active) : undefined}
        placeholder={t('shell.search.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        className="h-8 w-48 rounded border border-line bg-surface pr-2 pl-7 text-sm text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
      />
      <ul
        id={LIST_ID}
        role="listbox"
        aria-label={t('shell.search.results')}
        hidden={!showing}
        className="absolute top-full right-0 z-50 mt-1 max-h-80 w-72 overflow-auto rounded border border-line bg-surface p-1 text-sm text-ink shadow-lg"
      >
        {hits.map((hit, i) => (
          <li
            key={hit.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keeps the input's focus, so the click lands before the list closes.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(hit)}
            className={cn('cursor-pointer rounded px-2 py-1.5', i === active && 'bg-primary/10')}
          >
            <span className="block">{hit.label}</span>
            {hit.trail.length ? <span className="block text-xs text-muted">{hit.trail.join(' / ')}</span> : null}
          </li>
        ))}
        {showing && hits.length === 0 ? <li role="option" aria-selected={false} aria-disabled className="px-2 py-1.5 text-muted">{t('shell.search.none')}</li> : null}
      </ul>
      <span aria-live="polite" className="sr-only">{showing ? t('shell.search.count', { count: hits.length }) : ''}</span>
    </div>
  );
}
