/**
 * Tabs (Radix Tabs): a labelled list of tab buttons (arrow keys move between them) over their panels. Every
 * panel stays mounted, hidden while another shows, so it keeps its state.
 */
import * as T from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const TRIGGER =
  'border-b-2 border-transparent px-4 py-2.5 text-sm text-muted hover:text-primary ' +
  'data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export interface Tab {
  value: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  value: string;
  onValueChange(value: string): void;
  /** The accessible name of the list of tabs. */
  label: string;
  tabs: readonly Tab[];
  className?: string;
}

export function Tabs({ value, onValueChange, label, tabs, className }: TabsProps) {
  return (
    <T.Root value={value} onValueChange={onValueChange} className={className}>
      <T.List aria-label={label} className="flex border-b border-line">
        {tabs.map((tab) => (
          <T.Trigger key={tab.value} value={tab.value} className={TRIGGER}>
            {tab.label}
          </T.Trigger>
        ))}
      </T.List>
      {tabs.map((tab) => (
        // Kept mounted while another tab shows: a panel keeps its filters and page when the user comes back.
        <T.Content key={tab.value} value={tab.value} forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
          {tab.content}
        </T.Content>
      ))}
    </T.Root>
  );
}
