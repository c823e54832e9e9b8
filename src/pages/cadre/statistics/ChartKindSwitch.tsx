/** Which chart a panel draws: toggle buttons (aria-pressed) in a named group, large enough to hit. */
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import type { ChartKind } from './chartSpec.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export function ChartKindSwitch({ kinds, value, onChange }: { kinds: readonly ChartKind[]; value: ChartKind; onChange(kind: ChartKind): void }) {
  const t = useT(cadrePages);
  return (
    <div role="group" aria-label={t('cadrePages.stats.chartKind')} className="inline-flex gap-1">
      {kinds.map((kind) => (
        <Button key={kind} variant={kind === value ? 'primary' : 'default'} aria-pressed={kind === value} onClick={() => onChange(kind)}>
          {t(`cadrePages.stats.chart.${kind}`)}
        </Button>
      ))}
    </div>
  );
}
