/**
 * What a trend runs along: the date field and the dimension (where the page lets the user choose) and the
 * years, applied together on 查看趋势 so that typing a year does not start a province-wide count per key.
 */
import { useId, useState, type FormEvent } from 'react';
import { fieldOf } from '../../../../model/resource/fields.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import { Select } from '../../../ui/select.tsx';
import { dimensionTitle } from './dimensionTexts.ts';
import type { DimensionName } from './statisticsApi.ts';
import { CHART_DIMENSIONS } from './chartSpec.ts';
import { MAX_YEARS, TREND_FIELDS, yearRange, type TrendField } from './trend.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export interface TrendChoice {
  field: TrendField;
  dimension: DimensionName;
  from: number;
  to: number;
}

/** The last ten years up to this one. */
export function recentYears(): { from: number; to: number } {
  const to = new Date().getFullYear();
  return { from: to - 9, to };
}

export interface TrendControlsProps {
  value: TrendChoice;
  onApply(choice: TrendChoice): void;
  /** Let the user choose the date field and the dimension. */
  choose?: boolean;
}

export function TrendControls({ value, onApply, choose = false }: TrendControlsProps) {
  const t = useT(cadrePages);
  const id = useId();
  const [field, setField] = useState<TrendField>(value.field);
  const [dimension, setDimension] = useState<DimensionName>(value.dimension);
  const [from, setFrom] = useState(String(value.from));
  const [to, setTo] = useState(String(value.to));
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const years = yearRange(Number(from), Number(to));
    setInvalid(years === null);
    if (years) onApply({ field, dimension, from: years[0]!, to: years[years.length - 1]! });
  };
  const label = 'text-sm text-ink';
  return (
    <form onSubmit={submit} aria-label={t('cadrePages.stats.trend.show')} className="flex flex-wrap items-end gap-4 rounded bg-surface p-4 shadow-sm">
      {choose ? (
        <>
          <div className="flex w-48 flex-col gap-1">
            <label htmlFor={`${id}-field`} className={label}>{t('cadrePages.stats.trend.field')}</label>
            <Select
              id={`${id}-field`}
              value={field}
              onValueChange={(v) => setField(v as TrendField)}
              options={TREND_FIELDS.map((name) => ({ value: name, label: t.label(fieldOf(cadre, name)!.label) }))}
            />
          </div>
          <div className="flex w-64 flex-col gap-1">
            <label htmlFor={`${id}-dimension`} className={label}>{t('cadrePages.stats.trend.dimension')}</label>
            <Select
              id={`${id}-dimension`}
              value={dimension}
              onValueChange={(v) => setDimension(v as DimensionName)}
              options={CHART_DIMENSIONS.map((name) => ({ value: name, label: dimensionTitle(t, name) }))}
            />
          </div>
        </>
      ) : null}
      <div className="flex w-32 flex-col gap-1">
        <label htmlFor={`${id}-from`} className={label}>{t('cadrePages.stats.trend.from')}</label>
        <Input id={`${id}-from`} type="number" inputMode="numeric" min={1900} max={2100} value={from} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="flex w-32 flex-col gap-1">
        <label htmlFor={`${id}-to`} className={label}>{t('cadrePages.stats.trend.to')}</label>
        <Input id={`${id}-to`} type="number" inputMode="numeric" min={1900} max={2100} value={to} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} onChange={(e) => setTo(e.target.value)} />
      </div>
      <Button type="submit" variant="primary">{t('cadrePages.stats.trend.show')}</Button>
      {invalid ? <p id={`${id}-error`} role="alert" className="basis-full text-sm text-danger">{t('cadrePages.stats.trend.badRange', { max: MAX_YEARS })}</p> : null}
    </form>
  );
}
