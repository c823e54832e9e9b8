/**
 * The drill-down of a number: a dialog titled with what was counted and how many, listing those people.
 * Like every dialog of the portal it closes only through its own buttons.
 */
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { DrillDownList } from './DrillDownList.tsx';
import type { DrillCell } from './figureMatrix.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';

export interface DrillTarget {
  cell: DrillCell;
  /** The table or chart the number belongs to. */
  title: string;
}

export function DrillDownDialog({ target, onClose }: { target: DrillTarget | null; onClose(): void }) {
  const t = useT(cadrePages, crudViews);
  const title = target ? t('cadrePages.stats.drillTitle', { title: target.title, label: target.cell.label, count: target.cell.figure.count }) : '';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t('crud.close')}
      className="w-[1100px]"
      footer={<Button onClick={onClose}>{t('crud.close')}</Button>}
    >
      {target ? <DrillDownList key={`${target.cell.dimension}?${target.cell.figure.drill}`} dimension={target.cell.dimension} drill={target.cell.figure.drill} label={title} /> : null}
    </Dialog>
  );
}
