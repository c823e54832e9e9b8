/**
 * The archive's tabs after 基本信息: which kinds of record each shows (domain.md §3), how a record is headed
 * where its declaration's title names the cadre again, the spec's empty text where it has one (section 8),
 * and when a tab applies to the person at all.
 */
import type { ResourceDef } from '../../../../model/resource/types.ts';
import { cadreDeath } from '../../../../model/resources/cadreDeath.ts';
import { cadreFamily } from '../../../../model/resources/cadreFamily.ts';
import { cadreFamilyMember } from '../../../../model/resources/cadreFamilyMember.ts';
import { cadreHealthFollowup } from '../../../../model/resources/cadreHealthFollowup.ts';
import { cadreHealthRecord } from '../../../../model/resources/cadreHealthRecord.ts';
import { cadreOther } from '../../../../model/resources/cadreOther.ts';
import { cadrePhoto } from '../../../../model/resources/cadrePhoto.ts';
import { cadreResume } from '../../../../model/resources/cadreResume.ts';
import { cadreRuralPairing } from '../../../../model/resources/cadreRuralPairing.ts';
import { cadreSurvivor } from '../../../../model/resources/cadreSurvivor.ts';
import { cadreTalent } from '../../../../model/resources/cadreTalent.ts';
import { cadreWill } from '../../../../model/resources/cadreWill.ts';
import { CADRE_WORK_RECORDS } from '../../../../model/resources/workRecordResources.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import type { Translate } from '../../../i18n/locale.ts';
import type { cadre } from '../../../../model/i18n/cadre.ts';
import type { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import type { ArchiveVariant } from './archiveVariant.ts';
import type { platform } from '../../../../model/i18n/platform.ts';

export interface ArchiveKind {
  def: ResourceDef;
  /** A record's heading; none for kinds a cadre has one of (family, death, will): the kind's heading says it. */
  title?: (record: WireRecord, t: Translate<keyof typeof cadre | keyof typeof cadrePages>) => string;
  /** Records of another kind shown inside each record of this one, joined by `field` (follow-ups of a health record). */
  children?: { kind: ArchiveKind; field: string };
  /** Whether the server takes a new record of this kind for the cadre (survivors: of a deceased cadre only). */
  addable?: (cadre: WireRecord) => boolean;
}

export interface ArchiveTab {
  key: string;
  /** The tab's name where it is not its first kind's (a tab of several kinds). */
  label?: keyof typeof cadrePages;
  kinds: readonly ArchiveKind[];
  /** Shown when none of the tab's kinds has a record. */
  empty: keyof typeof platform;
  /** Whether the tab concerns this person; one that does not is still shown when it holds records. */
  applies?: (cadre: WireRecord, variant: ArchiveVariant) => boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ');
const titled = (def: ResourceDef) => (r: WireRecord) => text(r[def.titleField]);

/** The server takes survivors of a deceased cadre only. */
const deceased = (cadre: WireRecord) => cadre.status === 'deceased';

/** A work record is headed by its date, the field its list sorts by. */
const dated = (def: ResourceDef) => (r: WireRecord) => text(r[def.defaultSort?.split(',')[0] ?? '']);

const followups: ArchiveKind = { def: cadreHealthFollowup, title: (r, t) => t('cadrePages.archive.followupOn', { date: text(r.visitDate) }) };

export const ARCHIVE_TABS: readonly ArchiveTab[] = [
  { key: 'family', kinds: [{ def: cadreFamily }, { def: cadreFamilyMember, title: (r) => joined(r.relationLabel, r.name) }], empty: 'empty.noFamilyInfo' },
  {
    key: 'resume',
    kinds: [{ def: cadreResume, title: (r, t) => `${text(r.startDate)} – ${text(r.endDate) || t('cadre.until')}` }],
    empty: 'empty.noWorkInfo',
  },
  { key: 'photos', kinds: [{ def: cadrePhoto, title: (r, t) => joined(r.photoTypeLabel, r.shootDate) || t.label(cadrePhoto.label) }], empty: 'empty.noResult' },
  { key: 'talents', kinds: [{ def: cadreTalent, title: titled(cadreTalent) }], empty: 'empty.noResult', applies: (_, variant) => variant !== 'nonRetired' },
  {
    key: 'health',
    kinds: [{ def: cadreHealthRecord, title: (r, t) => joined(r.healthStatusLabel, r.lastExamDate ? t('cadrePages.archive.examOn', { date: text(r.lastExamDate) }) : ''), children: { kind: followups, field: 'healthRecordId' } }],
    empty: 'empty.noHealthRecord',
  },
  { key: 'death', kinds: [{ def: cadreDeath }], empty: 'empty.noResult' },
  { key: 'survivors', kinds: [{ def: cadreSurvivor, title: (r) => joined(r.relationLabel, r.name), addable: deceased }], empty: 'empty.noResult', applies: deceased },
  // A confidential will the user may not see is not in the archive at all (the server leaves it out).
  { key: 'will', kinds: [{ def: cadreWill }], empty: 'empty.noResult' },
  { key: 'other', kinds: [{ def: cadreOther, title: (r) => joined(r.categoryLabel, r.socialGroup ?? r.resettlementUnit ?? r.address) }], empty: 'empty.noResult' },
  { key: 'pairing', kinds: [{ def: cadreRuralPairing, title: (r) => joined(r.ruralMemberName, r.ruralBranchName) }], empty: 'empty.noResult' },
  // The work done for the person (工作记录), each kind under its own heading with its own Add; condolences
  // to survivors once the person has died.
  { key: 'workRecords', label: 'cadrePages.archive.workRecords', kinds: CADRE_WORK_RECORDS.map((def) => ({ def, title: dated(def), ...(def.name === 'testamentVisit' ? { addable: deceased } : {}) })), empty: 'empty.noResult' },
];

/** Every resource an archive shows: the cadre and each kind of record, follow-ups included. */
export const ARCHIVE_RESOURCES: readonly string[] = [
  'cadre',
  ...ARCHIVE_TABS.flatMap((tab) => tab.kinds.flatMap((kind) => [kind.def.name, ...(kind.children ? [kind.children.kind.def.name] : [])])),
];

/** The records of a kind in an archive (children are counted inside their parents). */
export function recordsOf(records: Readonly<Record<string, readonly WireRecord[]>>, def: ResourceDef): readonly WireRecord[] {
  return records[def.name] ?? [];
}

/** How many records a tab holds. */
export function tabCount(tab: ArchiveTab, records: Readonly<Record<string, readonly WireRecord[]>>): number {
  return tab.kinds.reduce((n, kind) => n + recordsOf(records, kind.def).length, 0);
}

/** The tabs shown for a person: those that apply, and any that hold records. */
export function tabsFor(cadre: WireRecord, variant: ArchiveVariant, records: Readonly<Record<string, readonly WireRecord[]>>): ArchiveTab[] {
  return ARCHIVE_TABS.filter((tab) => !tab.applies || tab.applies(cadre, variant) || tabCount(tab, records) > 0);
}
