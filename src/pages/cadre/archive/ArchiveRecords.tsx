/**
 * One tab of the archive: the records of its kinds, each with its fields as the detail page shows them
 * (RecordSections) and, where the user holds the buttons, links to edit or read it in its own crud pages
 * and to add one (the cadre already chosen). A kind a cadre has one of offers Add only while it has none.
 */
import type { ResourceDef } from '../../../../model/resource/types.ts';
import { RecordSections } from '../../../crud/detail/RecordSections.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { recordsOf, tabCount, type ArchiveKind, type ArchiveTab } from './archiveTabs.ts';
import type { RecordLinks } from '../../../crud/useRecordLinks.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { cadre } from '../../../../model/i18n/cadre.ts';
import { platform } from '../../../../model/i18n/platform.ts';

export interface ArchiveRecordsProps {
  tab: ArchiveTab;
  cadre: WireRecord;
  records: Readonly<Record<string, readonly WireRecord[]>>;
  /** Links of a kind; none in the recycle bin. */
  linksOf: ((def: ResourceDef) => RecordLinks) | null;
  /** False in the recycle bin: a deleted record lends no attachment, so images and files are not asked for. */
  files: boolean;
}

const LINK = 'text-primary hover:underline inline-flex min-h-8 items-center px-1 text-sm';

/** Fields the archive says once for all its records: the cadre they belong to. */
const CADRE_FIELDS = ['cadreId', 'cadreName'];

function omitted(def: ResourceDef, files: boolean, parentField?: string): ReadonlySet<string> {
  const names = [...CADRE_FIELDS, ...(parentField ? [parentField] : [])];
  if (!files) names.push(...def.fields.filter((f) => f.type === 'image' || f.type === 'files').map((f) => f.name));
  return new Set(names);
}

/** A kind of which a cadre has at most one record (family, death, will). */
const onePerCadre = (def: ResourceDef) => def.fields.some((f) => f.name === 'cadreId' && f.unique);

interface KindProps extends Omit<ArchiveRecordsProps, 'tab'> {
  kind: ArchiveKind;
  list: readonly WireRecord[];
  heading: boolean;
  level: 3 | 4;
  /** What a new record starts from: the cadre, or the parent record of a child kind. */
  preset: Readonly<Record<string, string>>;
  parentField?: string;
}

function KindRecords({ kind, list, heading, level, preset, parentField, ...props }: KindProps) {
  const t = useT(cadre, cadrePages, crud, platform);
  const can = usePermissions();
  const { def } = kind;
  const label = t.label(def.label);
  const links = props.linksOf?.(def) ?? {};
  const addable = links.add && !(onePerCadre(def) && list.length > 0) && (kind.addable?.(props.cadre) ?? true);
  const Heading = `h${level}` as const;
  const RecordHeading = `h${level + 1}` as 'h4' | 'h5';
  if (list.length === 0 && !addable) return null;
  return (
    <div className="flex flex-col gap-3">
      {(heading && list.length > 0) || addable ? (
        <div className="flex flex-wrap items-center gap-3">
          {heading && list.length > 0 ? <Heading className="text-base font-semibold text-ink">{label}</Heading> : null}
          {addable ? (
            <AppLink data-screen-only to={links.add!(preset)} className={LINK}>
              {t('cadrePages.archive.add', { label })}
            </AppLink>
          ) : null}
        </div>
      ) : null}
      {list.map((record) => {
        const title = kind.title?.(record, t) || label;
        return (
          <article key={record.id} aria-label={title} className="flex flex-col gap-3 rounded border border-line p-3 print:break-inside-avoid">
            {kind.title || links.edit || links.detail ? (
              <div className="flex flex-wrap items-center gap-2">
                {kind.title ? <RecordHeading className="text-sm font-semibold text-ink">{title}</RecordHeading> : null}
                <span className="flex-1" />
                <span data-screen-only className="flex gap-1">
                  {links.edit ? <AppLink to={links.edit(record.id)} aria-label={t('crud.editOf', { title })} className={LINK}>{t('crud.edit')}</AppLink> : null}
                  {links.detail ? <AppLink to={links.detail(record.id)} aria-label={t('crud.detailOf', { title })} className={LINK}>{t('crud.detail')}</AppLink> : null}
                </span>
              </div>
            ) : null}
            <RecordSections def={def} record={record} canReveal={props.files && can(def.permissions.reveal)} omit={omitted(def, props.files, parentField)} level={level === 3 ? 4 : 5} />
            {kind.children ? (
              <KindRecords
                {...props}
                kind={kind.children.kind}
                list={recordsOf(props.records, kind.children.kind.def).filter((child) => child[kind.children!.field] === record.id)}
                heading
                level={4}
                preset={{ [kind.children.field]: record.id }}
                parentField={kind.children.field}
              />
            ) : null}
          </article>
        );
      })}
    </div>
  );
}

export function ArchiveRecords({ tab, ...props }: ArchiveRecordsProps) {
  const t = useT(cadre, cadrePages, crud, platform);
  const several = tab.kinds.length > 1;
  return (
    <div className="flex flex-col gap-4">
      {tabCount(tab, props.records) === 0 ? <p className="py-4 text-center text-sm text-muted">{t(tab.empty)}</p> : null}
      {tab.kinds.map((kind) => (
        <KindRecords key={kind.def.name} {...props} kind={kind} list={recordsOf(props.records, kind.def)} heading={several} level={3} preset={{ cadreId: String(props.cadre.id) }} />
      ))}
    </div>
  );
}
