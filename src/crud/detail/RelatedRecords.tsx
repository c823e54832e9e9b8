/**
 * The records of another resource that name the one shown (ResourceDef.related: a hospital stay's visits),
 * under its details: the other declaration's list columns, its first page, nothing when the user may not
 * see that resource.
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
import { usePermissions } from '../usePermissions.ts';

/** Enough for what one record gathers (a stay's visits); the other resource's page lists them all. */
const SHOWN = 50;

export function RelatedRecords({ related, id }: { related: RelatedList; id: string }) {
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
  return <RelatedTable def={def} related={related} id={id} />;
}

function RelatedTable({ def, related, id }: { def: ResourceDef; related: RelatedList; id: string }) {
  const t = useT();
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
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
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
