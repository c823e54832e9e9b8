/** A record's lifecycle state as a coloured badge, with the declaration's label. */
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { cn } from '../../ui/cn.ts';

// The label stays in the body colour: coloured text on its own tint falls below 4.5:1 (axe), so the tone
// is the border and the tint.
const TONES = {
  default: 'border-line text-ink bg-canvas',
  success: 'border-success text-ink bg-success/10',
  warning: 'border-warning text-ink bg-warning/15',
  danger: 'border-danger text-ink bg-danger/10',
} as const;

export function StatusBadge({ def, state }: { def: ResourceDef; state: unknown }) {
  const t = useT();
  const declared = def.lifecycle?.states[String(state)];
  if (!declared) return <span>{state === null || state === undefined ? '' : String(state)}</span>;
  return <span className={cn('inline-block rounded border px-1.5 py-0.5 text-xs leading-none', TONES[declared.tone ?? 'default'])}>{t.label(declared.label)}</span>;
}
