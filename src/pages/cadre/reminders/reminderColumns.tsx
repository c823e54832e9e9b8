/**
 * The columns of the two reminder lists: the person (a link to their record when the user may read the
 * archive), when the day comes, and the age or party years with the milestones highlighted in words; a
 * birthday row offers to record the birthday visit (工作记录) where the user may add one.
 */
import { useMemo, type ReactNode } from 'react';
import { birthdayVisit } from '../../../../model/resources/birthdayVisit.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import { dictLabel, useDictionaries } from '../../../crud/dictionaries/dictionaryStore.ts';
import type { TableColumn } from '../../../crud/list/DataTable.tsx';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { useT, type Translate } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { cadreDetailPath } from '../common/archivePaths.ts';
import { Highlight } from '../common/Highlight.tsx';
import { useRecordLinks } from '../../../crud/useRecordLinks.ts';
import type { BirthdayRow, PoliticsRow, ReminderRow } from './reminderApi.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export const BIRTHDAY_WIDTHS = { realName: 110, sex: 60, dateOfBirth: 110, birthdayDate: 190, countdown: 90, age: 160, retirementType: 90, manageOrgName: 220, phone: 120, visit: 120 };
export const POLITICS_WIDTHS = { realName: 110, sex: 60, partyJoinDate: 100, anniversaryDate: 110, countdown: 90, partyYears: 200, manageOrgName: 220, phone: 120 };

function countdownText(t: Translate<keyof typeof cadrePages>, days: number): string {
  if (days === 0) return t('cadrePages.birthday.today');
  if (days === 1) return t('cadrePages.birthday.tomorrow');
  return t('cadrePages.birthday.inDays', { days });
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Name, sex, and the columns both lists end with (unit, phone). */
function useShared<R extends ReminderRow>() {
  const t = useT(cadrePages);
  const can = usePermissions();
  const dicts = useDictionaries();
  const readable = can(cadre.permissions.view);
  return useMemo(() => {
    const column = (name: string, label: string, cell: (r: R) => ReactNode): TableColumn<R> => ({ name, label, sortable: false, cell });
    return {
      t,
      dicts,
      column,
      name: column('realName', t('cadrePages.birthday.name'), (r) =>
        readable ? <AppLink to={cadreDetailPath(r.id)} className="text-primary hover:underline">{r.realName}</AppLink> : r.realName,
      ),
      sex: column('sex', t('cadrePages.birthday.sex'), (r) => dictLabel(dicts, 'sex', r.sex)),
      countdown: column('countdown', t('cadrePages.birthday.countdown'), (r) => countdownText(t, r.countdown)),
      unit: column('manageOrgName', t('cadrePages.birthday.unit'), (r) => <span title={text(r.manageOrgName)}>{text(r.manageOrgName)}</span>),
      phone: column('phone', t('cadrePages.birthday.phone'), (r) => text(r.phone)),
    };
  }, [t, dicts, readable]);
}

export function useBirthdayColumns(): TableColumn<BirthdayRow>[] {
  const s = useShared<BirthdayRow>();
  const linksOf = useRecordLinks('/workRecord');
  const addVisit = useMemo(() => linksOf(birthdayVisit).add, [linksOf]);
  return useMemo(() => {
    const { t, dicts, column } = s;
    // The visit is recorded once made: its date is filled in on the day itself, left to the user before.
    const visit = (r: BirthdayRow) => addVisit!({ cadreId: r.id, ...(r.countdown === 0 ? { visitDate: r.birthdayDate } : {}) });
    return [
      s.name,
      s.sex,
      column('dateOfBirth', t('cadrePages.birthday.dateOfBirth'), (r) => text(r.dateOfBirth)),
      column('birthdayDate', t('cadrePages.birthday.birthdayDate'), (r) => (
        <>
          {r.birthdayDate}
          {r.lunarBirthday ? <Highlight tone="default" title={t('cadrePages.birthday.lunarHelp')}>{t('cadrePages.birthday.lunar')}</Highlight> : null}
        </>
      )),
      s.countdown,
      column('age', t('cadrePages.birthday.age'), (r) => (
        <>
          {t('cadrePages.birthday.ageValue', { age: r.age })}
          {r.milestone ? <Highlight>{t(r.age >= 100 ? 'cadrePages.birthday.centenarian' : 'cadrePages.birthday.milestone')}</Highlight> : null}
        </>
      )),
      column('retirementType', t('cadrePages.birthday.retirementType'), (r) => dictLabel(dicts, 'retirement_type', r.retirementType)),
      s.unit,
      s.phone,
      ...(addVisit
        ? [column('visit', t('cadrePages.birthday.visit'), (r) => (
            <AppLink to={visit(r)} aria-label={t('cadrePages.birthday.visitOf', { name: r.realName })} className="text-primary hover:underline">
              {t('cadrePages.birthday.recordVisit')}
            </AppLink>
          ))]
        : []),
    ];
  }, [s, addVisit]);
}

export function usePoliticsColumns(): TableColumn<PoliticsRow>[] {
  const s = useShared<PoliticsRow>();
  return useMemo(() => {
    const { t, column } = s;
    return [
      s.name,
      s.sex,
      column('partyJoinDate', t('cadrePages.birthday.politics.joined'), (r) => r.partyJoinDate),
      column('anniversaryDate', t('cadrePages.birthday.politics.anniversary'), (r) => r.anniversaryDate),
      s.countdown,
      column('partyYears', t('cadrePages.birthday.politics.partyYears'), (r) => (
        <>
          {t('cadrePages.birthday.politics.years', { years: r.partyYears })}
          {r.milestone ? <Highlight tone="danger">{t('cadrePages.birthday.politics.milestone', { years: r.partyYears })}</Highlight> : null}
        </>
      )),
      s.unit,
      s.phone,
    ];
  }, [s]);
}
