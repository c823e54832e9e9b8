/**
 * The branch and the year a view shows: the branch from the engine's record picker (the branches the user
 * may see), the year as a number. Both live in the page's address (?branchId&year), so a view can be linked.
 */
import { useId } from 'react';
import { partyDues } from '../../../model/resources/partyDues.ts';
import { RecordPicker } from '../../crud/pickers/RecordPicker.tsx';
import { useT } from '../../i18n/locale.ts';
import { Input } from '../../ui/input.tsx';
import { vanguardBranchPages } from '../../../model/i18n/vanguardBranchPages.ts';

const branchField = partyDues.fields.find((f) => f.name === 'branchId')!;

export function BranchYearPicker({ branchId, year, onChange }: { branchId: string | null; year: number; onChange(branchId: string | null, year: number): void }) {
  const t = useT(vanguardBranchPages);
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="flex w-80 flex-col gap-1">
        <label htmlFor={`${id}-branch`} className="text-sm text-ink">{t('vanguardPages.pick.branch')}</label>
        <RecordPicker id={`${id}-branch`} field={branchField} value={branchId} onChange={(value) => onChange(value, year)} placeholder={t('vanguardPages.pick.prompt')} />
      </div>
      <div className="flex w-32 flex-col gap-1">
        <label htmlFor={`${id}-year`} className="text-sm text-ink">{t('vanguardPages.pick.year')}</label>
        <Input
          id={`${id}-year`}
          type="number"
          min={2000}
          max={2100}
          value={year}
          onChange={(e) => {
            const next = Number(e.target.value);
            if (Number.isInteger(next) && next >= 2000 && next <= 2100) onChange(branchId, next);
          }}
        />
      </div>
    </div>
  );
}
