/** A highlighted word beside a value (a milestone birthday, 光荣在党50年, a kind of sync row): coloured and in words, never colour alone. */
import type { ReactNode } from 'react';
import { cn } from '../../../ui/cn.ts';

// The word stays in the body colour (4.5:1 on every tint); the tone is the border and the tint around it.
const TONES = {
  default: 'border-line bg-canvas',
  success: 'border-success bg-success/10',
  warning: 'border-warning bg-warning/15',
  danger: 'border-danger bg-danger/10',
  primary: 'border-primary bg-primary/10',
} as const;

export type HighlightTone = keyof typeof TONES;

export function Highlight({ tone = 'warning', title, children }: { tone?: HighlightTone; title?: string; children: ReactNode }) {
  return <span title={title} className={cn('ml-1 inline-block rounded border px-1.5 py-0.5 text-xs leading-none font-medium whitespace-nowrap text-ink', TONES[tone])}>{children}</span>;
}
