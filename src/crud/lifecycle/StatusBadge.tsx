/** A record's lifecycle state as a coloured badge, with the declaration's label. */
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { cn } from '../../ui/cn.ts';

const TONES = {
  default: 'border-line text-ink bg-canvas',
  success: 'border-success/40 text-success bg-success/10',
  warning: 'border-warning/40 text-warning bg-warning/10',
  danger: 'border-danger/40 text-danger bg-danger/10',
} as const;

export function StatusBadge({ def, state }: { def: ResourceDef; state: unknown }) {
  const t = useT();
  const declared = def.lifecycle?.states[String(state)];
  if (!declared) return <span>{state === null || state === undefined ? '' : String(state)}</span>;
  return <span className={cn('inline-block rounded border px-1.5 py-0.5 text-xs leading-none', TONES[declared.tone ?? 'default'])}>{t.label(declared.label)}</span>;
}
