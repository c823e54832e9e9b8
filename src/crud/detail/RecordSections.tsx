/**
 * A record's fields in the sections of its declaration, as the detail page shows them: a field sits in its
 * `detail` section, else its `form` section (`detail: false` hides it), each value formatted by type
 * (DetailValue). Pages that show records beside others (a cadre's archive) leave out what they already say.
 */
import type { FieldDef, Label, ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import type { WireRecord } from '../recordApi.ts';
import { DetailValue } from './DetailValue.tsx';

/** Fields by detail section; fields of no declared section come first, untitled. */
export function detailSections(def: ResourceDef, omit: ReadonlySet<string> = new Set()): { key: string; label: Label | null; fields: FieldDef[] }[] {
  const keyOf = (f: FieldDef) => (f.detail !== undefined ? f.detail : f.form);
  const shown = def.fields.filter((f) => keyOf(f) !== false && !omit.has(f.name));
  const sections = def.sections ?? [];
  const known = new Set(sections.map((s) => s.key));
  const loose = shown.filter((f) => !known.has(String(keyOf(f))));
  return [
    ...(loose.length ? [{ key: '', label: null, fields: loose }] : []),
    ...sections.map((s) => ({ key: s.key, label: s.label, fields: shown.filter((f) => keyOf(f) === s.key) })).filter((s) => s.fields.length),
  ];
}

const WIDE = new Set<FieldDef['type']>(['longText', 'richText', 'files', 'orgs', 'users']);

export interface RecordSectionsProps {
  def: ResourceDef;
  record: WireRecord;
  canReveal: boolean;
  /** Fields not to show (the cadre a sub-record belongs to, on that cadre's own archive). */
  omit?: ReadonlySet<string>;
  /** The level of the sections' headings (2 on the detail page). */
  level?: 2 | 3 | 4 | 5;
}

export function RecordSections({ def, record, canReveal, omit, level = 2 }: RecordSectionsProps) {
  const t = useT();
  const Heading = `h${level}` as const;
  return detailSections(def, omit).map((section) => (
    <section key={section.key || 'main'} aria-label={section.label ? t.label(section.label) : undefined} className="rounded border border-line bg-surface p-4 print:break-inside-avoid print:border-ink/30">
      {section.label ? <Heading className="mb-3 text-base font-semibold text-ink">{t.label(section.label)}</Heading> : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm md:grid-cols-2 print:grid-cols-2">
        {section.fields.map((field) => (
          <div key={field.name} className={WIDE.has(field.type) ? 'md:col-span-2 print:col-span-2' : undefined}>
            <dt className="text-muted">{t.label(field.label)}</dt>
            <dd className="mt-0.5 text-ink">
              <DetailValue def={def} field={field} record={record} canReveal={canReveal} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  ));
}
