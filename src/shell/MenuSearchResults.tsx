/**
 * The menu search's results (MenuSearch.tsx): the pages found for the text typed, as the combobox's listbox,
 * and their count announced. Downloaded when the search is first pointed at, focused or typed in, with the
 * search over the menu (menuSearch.ts): the shell's first paint carries the input only.
 */
import { useEffect, useMemo } from 'react';
import { useT } from '../i18n/locale.ts';
import { cn } from '../ui/cn.ts';
import { MENU_SEARCH_LIST, menuSearchOption } from './MenuSearch.tsx';
import { searchMenu, type SearchHit } from './menuSearch.ts';
import { useShell } from './shellContext.ts';
import { shell } from '../../model/i18n/shell.ts';

export interface MenuSearchResultsProps {
  text: string;
  /** Whether the list is open (the input focused, something typed). */
  showing: boolean;
  active: number;
  /** The pages found, whenever they change: the input's keys choose among them. */
  onHits(hits: readonly SearchHit[]): void;
  onPick(hit: SearchHit): void;
}

export function MenuSearchResults({ text, showing, active, onHits, onPick }: MenuSearchResultsProps) {
  const t = useT(shell);
  const { index } = useShell();
  const hits = useMemo(() => searchMenu(index, text, t.locale), [index, text, t.locale]);
  useEffect(() => onHits(hits), [hits, onHits]);
  return (
    <>
      <ul
        id={MENU_SEARCH_LIST}
        role="listbox"
        aria-label={t('shell.search.results')}
        hidden={!showing}
        className="absolute top-full right-0 z-50 mt-1 max-h-80 w-72 overflow-auto rounded border border-line bg-surface p-1 text-sm text-ink shadow-lg"
      >
        {hits.map((hit, i) => (
          <li
            key={hit.id}
            id={menuSearchOption(i)}
            role="option"
            aria-selected={i === active}
            // Keeps the input's focus, so the click lands before the list closes.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(hit)}
            className={cn('cursor-pointer rounded px-2 py-1.5', i === active && 'bg-primary/10')}
          >
            <span className="block">{hit.label}</span>
            {hit.trail.length ? <span className="block text-xs text-muted">{hit.trail.join(' / ')}</span> : null}
          </li>
        ))}
        {showing && hits.length === 0 ? <li role="option" aria-selected={false} aria-disabled className="px-2 py-1.5 text-muted">{t('shell.search.none')}</li> : null}
      </ul>
      <span aria-live="polite" className="sr-only">{showing ? t('shell.search.count', { count: hits.length }) : ''}</span>
    </>
  );
}
