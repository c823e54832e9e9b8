/**
 * 字典详情 (/system/dictionaries/detail?code=…): a dictionary type and all its items. Items are added and
 * edited in a dialog, enabled or disabled with one click (a disabled item is no longer offered in forms
 * but keeps its label on the records that hold it), and deleted when they are not built in.
 */
import { useCallback, useMemo, useState } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { listFields } from '../../../../model/resource/fields.ts';
import { dictionaryItem, dictionaryType } from '../../../../model/resources/dictionaryType.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import type { PageProps } from '../../../router/pageProps.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm.ts';
import { showToast } from '../../../ui/toastStore.ts';
import { notifyChanged } from '../../../crud/changes.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import { useRecordLoad } from '../../../crud/form/useRecordLoad.ts';
import { DataTable } from '../../../crud/list/DataTable.tsx';
import { declaredWidth } from '../../../crud/list/useColumnPrefs.ts';
import { useTableColumns } from '../../../crud/list/useTableColumns.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { dictItemApi, dictTypeApi, type DictItemRecord, type DictTypeRecord } from './dictApi.ts';
import { DictItemDialog } from './DictItemDialog.tsx';
import { DICT_LIST_PATH, dictPutPath } from './dictPaths.ts';
import { FactList } from '../../../ui/FactList.tsx';
import { crud } from '../../../../model/i18n/crud.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const ITEM_COLUMNS = listFields(dictionaryItem).map((f) => f.name);
const ITEM_WIDTHS = Object.fromEntries(ITEM_COLUMNS.map((n) => [n, declaredWidth(dictionaryItem, n)]));
const LINK = 'inline-flex h-8 items-center rounded border border-line bg-surface px-4 text-sm text-ink hover:border-primary hover:text-primary';

export default function DictionaryDetailPage({ query }: PageProps) {
  const t = useT(crud, crudViews, systemPages);
  const can = usePermissions();
  const code = query.code;
  const load = useMemo(() => (c: string, signal: AbortSignal) => dictTypeApi.get(c, { signal }), []);
  const { state, reload } = useRecordLoad<DictTypeRecord>(code, load);
  const [editing, setEditing] = useState<DictItemRecord | null | undefined>(undefined);
  const columns = useTableColumns(dictionaryItem, ITEM_COLUMNS, null);

  const changed = useCallback(() => {
    notifyChanged(dictionaryType.name);
    reload();
  }, [reload]);

  const toggle = useCallback(
    async (item: DictItemRecord) => {
      try {
        await dictItemApi.update(item.id, { enabled: !item.enabled });
        showToast(t(item.enabled ? 'systemPages.dict.itemDisabled' : 'systemPages.dict.itemEnabled', { label: item.label }), 'success');
        changed();
      } catch {
        // The request layer has shown why.
      }
    },
    [changed, t],
  );

  const remove = useCallback(
    async (item: DictItemRecord) => {
      if (!(await confirm(t('systemPages.dict.deleteItemConfirm', { label: item.label })))) return;
      try {
        await dictItemApi.remove(item.id);
        showToast(t('crud.deleted', { count: 1 }), 'success');
        changed();
      } catch {
        // The request layer has shown why.
      }
    },
    [changed, t],
  );

  const actions = useCallback(
    (r: WireRecord) => {
      const item = r as unknown as DictItemRecord;
      return (
        <span className="inline-flex items-center gap-1">
          {can(SYS.dict.edit) ? (
            <>
              <Button size="sm" variant="link" aria-label={t('crud.editOf', { title: item.label })} onClick={() => setEditing(item)}>{t('crud.edit')}</Button>
              <Button size="sm" variant="link" aria-label={t(item.enabled ? 'systemPages.dict.disableOf' : 'systemPages.dict.enableOf', { label: item.label })} onClick={() => void toggle(item)}>
                {t(item.enabled ? 'systemPages.dict.disable' : 'systemPages.dict.enable')}
              </Button>
            </>
          ) : null}
          {can(SYS.dict.del) && !item.builtin ? (
            <Button size="sm" variant="link" className="text-danger" aria-label={t('crud.deleteOf', { title: item.label })} onClick={() => void remove(item)}>{t('crud.delete')}</Button>
          ) : null}
        </span>
      );
    },
    [can, remove, t, toggle],
  );

  if (!code || state.kind === 'missing') return <EmptyState message={t('crud.recordMissing')} />;
  if (state.kind === 'failed') return <ErrorState message={state.message} onRetry={reload} />;
  if (state.kind === 'loading') return <p aria-busy className="p-8 text-center text-sm text-muted">{t('crud.loading')}</p>;

  const type = state.record;
  const items = (type.items ?? []) as unknown as WireRecord[];
  const label = (name: string) => t.label(dictionaryType.fields.find((f) => f.name === name)!.label);
  const rows: [string, string][] = [
    [label('code'), type.code],
    [label('name'), type.name],
    [label('enabled'), type.enabled ? t('crud.yes') : t('crud.no')],
    [label('builtin'), type.builtin ? t('crud.yes') : t('crud.no')],
    [label('sort'), String(type.sort)],
    [label('remarks'), type.remarks || '—'],
  ];
  return (
    <article aria-labelledby="dict-detail-title" className="flex flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="dict-detail-title" className="text-lg font-semibold text-ink">{t('crud.detailTitle', { label: t.label(dictionaryType.label), title: type.name })}</h1>
        <span className="flex-1" />
        {can(SYS.dict.edit) ? <AppLink to={dictPutPath(type.code)} className={LINK}>{t('crud.edit')}</AppLink> : null}
        <AppLink to={DICT_LIST_PATH} className="inline-flex h-8 items-center px-2 text-sm text-primary hover:underline">{t('crud.backToList')}</AppLink>
      </header>
      <section className="rounded border border-line bg-surface p-4">
        <FactList rows={rows} columns={3} />
        <p className="mt-3 text-xs text-muted">{t('crud.timestamps', { created: formatDateTime(type.createTime), updated: formatDateTime(type.updateTime) })}</p>
      </section>
      <section aria-labelledby="dict-items-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="dict-items-title" className="text-base font-semibold text-ink">{t('systemPages.dict.items', { count: items.length })}</h2>
          <span className="flex-1" />
          {can(SYS.dict.add) ? <Button variant="primary" onClick={() => setEditing(null)}>{t('systemPages.dict.addItem')}</Button> : null}
        </div>
        <DataTable
          label={t('systemPages.dict.itemsOf', { name: type.name })}
          columns={columns}
          widths={ITEM_WIDTHS}
          records={items}
          loading={false}
          skeletonRows={0}
          rowLabel={(r) => String(r.label)}
          actions={actions}
          actionsWidth={200}
          placeholder={items.length === 0 ? <EmptyState message={t('systemPages.dict.noItems')} /> : undefined}
        />
      </section>
      <DictItemDialog
        typeCode={type.code}
        typeName={type.name}
        item={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          changed();
        }}
      />
    </article>
  );
}
