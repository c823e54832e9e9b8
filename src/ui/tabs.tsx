/**
 * Tabs (the WAI-ARIA tabs pattern, automatic activation): a labelled list of tab buttons over their panels.
 * One tab is in the Tab order (roving tabindex); Left/Right (wrapping), Home and End move focus, and a tab
 * that gets focus is chosen. Written by hand rather than with Radix Tabs, whose roving-focus, collection and
 * presence layers weighed more than the tabs themselves on the sign-in page. By default every panel stays mounted, hidden
 * while another shows, so it keeps its state; `inactive="unmount"` renders the chosen panel only.
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn.ts';

// A label keeps to one line (issue 16.10: 基本信息 broke in two on the archive); the list wraps instead.
const TRIGGER =
  'border-b-2 border-transparent py-2.5 text-sm whitespace-nowrap text-muted hover:text-primary ' +
  'data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export interface Tab {
  value: string;
  label: string;
  content: ReactNode;
  /** Starts loading what the panel needs, when its tab is about to be chosen (pointer over it, list focused). */
  warm?(): void;
}

export interface TabsProps {
  value: string;
  onValueChange(value: string): void;
  /** The accessible name of the list of tabs. */
  label: string;
  tabs: readonly Tab[];
  className?: string;
  /** The tabs share the list's width equally. */
  stretch?: boolean;
  /** What becomes of a panel whose tab is not chosen: kept mounted and hidden (the default), or unmounted. */
  inactive?: 'keep' | 'unmount';
}

/** The tab that a key moves focus to, or undefined for keys the list leaves alone. */
function target(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
  }
  return undefined;
}

export function Tabs({ value, onValueChange, label, tabs, className, stretch = false, inactive = 'keep' }: TabsProps) {
  const base = useId();
  const tabId = (tab: Tab) => `${base}-tab-${tab.value}`;
  const panelId = (tab: Tab) => `${base}-panel-${tab.value}`;
  const choose = (next: string) => {
    if (next !== value) onValueChange(next);
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = target(event.key, index, tabs.length);
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // Focus chooses the tab (onFocus below): automatic activation.
    document.getElementById(tabId(tabs[next]!))?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex flex-wrap border-b border-line"
        onKeyDown={onKeyDown}
        onFocus={() => tabs.forEach((tab) => tab.warm?.())}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              className={cn(TRIGGER, 'px-3', stretch && 'flex-1')}
              // Chosen on the press, as a native tab strip does; a right or Ctrl press neither chooses nor focuses.
              onMouseDown={(event) => {
                if (event.button === 0 && !event.ctrlKey) choose(tab.value);
                else event.preventDefault();
              }}
              onClick={() => choose(tab.value)}
              onFocus={() => choose(tab.value)}
              onPointerEnter={tab.warm}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        if (!selected && inactive === 'unmount') return null;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            tabIndex={0}
            data-state={selected ? 'active' : 'inactive'}
            className="focus-visible:outline-none data-[state=inactive]:hidden"
          >
            {tab.content}
          </div>
        );
      })}
    </div>
  );
}
