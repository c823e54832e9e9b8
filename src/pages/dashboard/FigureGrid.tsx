/** The cockpit's key figures as a row of tiles (a description list: each figure's name, then its number). */
import { useT } from '../../i18n/locale.ts';
import { cockpit } from '../../../model/i18n/cockpit.ts';

export interface KeyFigure {
  label: string;
  /** null: a kind the user may not view. */
  value: number | string | null;
}

export function FigureGrid({ figures, label }: { figures: readonly KeyFigure[]; label: string }) {
  const t = useT(cockpit);
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {figures.map((f) => (
        <div key={f.label} className="rounded bg-surface p-4 shadow-sm">
          <dt className="text-sm text-muted">{f.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{f.value ?? <span className="text-sm font-normal text-muted">{t('cockpitView.notViewable')}</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
