/**
 * The archive's header: the recent photo (cadre.photo, through the engine's file links), the name and
 * state, the key facts a reader looks for first, and the summary the server computes (age, or age at
 * death; years in the party; years of work).
 */
import { fieldOf } from '../../../../model/resource/fields.ts';
import { cadre as cadreDef } from '../../../../model/resources/cadre.ts';
import { ImagePreview } from '../../../crud/files/ImagePreview.tsx';
import { displayValue } from '../../../crud/format/displayValue.ts';
import { StatusBadge } from '../../../crud/lifecycle/StatusBadge.tsx';
import { useT } from '../../../i18n/locale.ts';
import type { ArchiveData } from './archiveApi.ts';
import { HIDDEN_FIELDS, type ArchiveVariant } from './archiveVariant.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

const KEY_FACTS = [
  'sex', 'dateOfBirth', 'nation', 'nativePlace', 'politicalStatus', 'partyJoinDate', 'workStartDate', 'retirementType', 'retirementDate',
  'revolutionPeriod', 'jobLevel', 'treatmentLevel', 'originalUnitAndPosition', 'manageOrgId',
] as const;

export interface ArchiveHeaderProps {
  archive: ArchiveData;
  variant: ArchiveVariant;
  /** False in the recycle bin, where the photo cannot be read until the cadre is restored. */
  files: boolean;
}

export function ArchiveHeader({ archive, variant, files }: ArchiveHeaderProps) {
  const t = useT(cadrePages, crud);
  const { cadre, summary } = archive;
  const name = String(cadre.realName ?? '');
  const photo = typeof cadre.photo === 'string' && cadre.photo ? cadre.photo : null;
  const facts = KEY_FACTS.filter((name) => !HIDDEN_FIELDS[variant].has(name)).map((name) => fieldOf(cadreDef, name)!);
  const deceased = cadre.status === 'deceased';
  const figures = [
    [deceased ? t('cadrePages.archive.ageAtDeath') : t('cadrePages.archive.age'), summary.age, 'cadrePages.archive.ageValue'],
    [t('cadrePages.archive.partyYears'), summary.partyYears, 'cadrePages.archive.yearsValue'],
    [t('cadrePages.archive.workYears'), summary.workYears, 'cadrePages.archive.yearsValue'],
  ] as const;
  return (
    <header className="flex flex-wrap gap-5 rounded border border-line bg-surface p-4 print:break-inside-avoid print:border-ink/30">
      <div className="shrink-0">
        {photo && files ? (
          <ImagePreview id={photo} alt={t('cadrePages.archive.photoOf', { name })} className="h-40 w-32" />
        ) : (
          <div className="flex h-40 w-32 items-center justify-center rounded border border-dashed border-line px-2 text-center text-xs text-muted">
            {photo ? t('cadrePages.archive.photoAfterRestore') : t('cadrePages.archive.noPhoto')}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-semibold text-ink">{name}</h1>
          <StatusBadge def={cadreDef} state={cadre.status} />
        </div>
        <dl aria-label={t('cadrePages.archive.summary')} className="flex flex-wrap gap-x-8 gap-y-2">
          {figures.map(([label, value, unit]) => (
            <div key={label} className="flex items-baseline gap-2">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="text-lg font-semibold text-ink">{value === null ? '—' : t(unit, { n: value })}</dd>
            </div>
          ))}
        </dl>
        <dl aria-label={t('cadrePages.archive.keyFacts')} className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-3">
          {facts.map((field) => (
            <div key={field.name} className="flex gap-2">
              <dt className="shrink-0 text-muted">{t.label(field.label)}</dt>
              <dd className="min-w-0 break-words text-ink">{displayValue(field, cadre, t) || '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
