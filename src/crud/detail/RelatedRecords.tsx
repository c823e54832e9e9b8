/**
 * The records of another resource that name the one shown (ResourceDef.related: a hospital stay's visits),
 * under its details: the other declaration's list columns, its first page, and a link to add one that names
 * this record (and carries the fields the declaration says, the stay's cadre) where the user may add; nothing
 * when the user may not see that resource.
 */
import { useEffect, useMemo, useState } from 'react';
import type { RelatedList, ResourceDef } from '../../../model/resource/types.ts';
import { resourceApi } from '../../http/api/resource.ts';
import { useT } from '../../i18n/locale.ts';
import { useChangeVersion } from '../changes.ts';
import { DataTable } from '../list/DataTable.tsx';
import { declaredWidth } from '../list/useColumnPrefs.ts';
import { useTableColumns } from '../list/useTableColumns.tsx';
import { loadResource } from '../loadResource.ts';
import type { WireRecord } from '../recordApi.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { usePermissions } from '../usePermissions.ts';
import { useRecordLinks } from '../useRecordLinks.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

/** Enough for what one record gathers (a stay's visits); the other resource's page lists them all. */
const SHOWN = 50;

export function RelatedRecords({ related, record }: { related: RelatedList; record: WireRecord }) {
  const can = usePermissions();
  const [def, setDef] = useState<ResourceDef | null>(null);
  useEffect(() => {
    let live = true;
    void loadResource(related.resource).then((loaded) => live && setDef(loaded));
    return () => {
      live = false;
    };
  }, [related.resource]);
  if (!def || !can(def.permissions.view)) return null;
  return <RelatedTable def={def} related={related} record={record} />;
}

function RelatedTable({ def, related, record }: { def: ResourceDef; related: RelatedList; record: WireRecord }) {
  const t = useT(crud, crudViews);
  const id = record.id;
  const add = useRecordLinks('')(def).add;
  const preset = { [related.field]: id, ...Object.fromEntries((related.carry ?? []).map((f) => [f, String(record[f] ?? '')])) };
  const version = useChangeVersion(def.name);
  const [records, setRecords] = useState<WireRecord[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    resourceApi<WireRecord>(def.name)
      .list({ [related.field]: id, size: SHOWN }, { signal: controller.signal })
      .then((page) => setRecords(page.records), () => !controller.signal.aborted && setRecords([]));
    return () => controller.abort();
  }, [def.name, related.field, id, version]);
  // The record shown is the one every row names: its column would repeat it.
  const visible = useMemo(() => def.fields.filter((f) => f.list && f.name !== related.field).map((f) => f.name), [def, related.field]);
  const columns = useTableColumns(def, visible, null);
  const widths = useMemo(() => Object.fromEntries(visible.map((n) => [n, declaredWidth(def, n)])), [def, visible]);
  const title = t.label(related.label);
  return (
    // The table is the labelled region (DataTable), with aria-busy while it loads.
    <section className="rounded border border-line bg-surface p-4 print:break-inside-avoid">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {add ? <AppLink to={add(preset)} className="inline-flex min-h-8 items-center px-1 text-sm text-primary hover:underline">{t('crud.addRelated', { label: t.label(def.label) })}</AppLink> : null}
      </div>
      <DataTable
        label={title}
        columns={columns}
        widths={widths}
        records={records}
        loading={records === null}
        skeletonRows={2}
        rowLabel={(r) => String(r[def.titleField] ?? r.id)}
        placeholder={records?.length === 0 ? <p className="p-4 text-center text-sm text-muted">{t('crud.empty')}</p> : undefined}
      />
    </section>
  );
}
