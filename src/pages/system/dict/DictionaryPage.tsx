/**
 * 字典管理 (/system/dictionaries): the dictionary types, searched by code, name, state and built-in; each
 * opens its detail (its items), its edit page, or is deleted when it is no built-in one and holds no items
 * (the server says so otherwise). Changes need the whole province's scope: the server answers 字典为全省共用….
 */
import { useCallback, useMemo } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { dictionaryType } from '../../../../model/resources/dictionaryType.ts';
import { useT } from '../../../i18n/locale.ts';
import { navigate } from '../../../router/navigate.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm.ts';
import { showToast } from '../../../ui/toastStore.ts';
import { notifyChanged, useChangeVersion } from '../../../crud/changes.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { DeclaredList } from '../../../crud/list/DeclaredList.tsx';
import { dictTypeApi } from './dictApi.ts';
import { DICT_ADD_PATH, dictDetailPath, dictPutPath } from './dictPaths.ts';
import { useDeclaredList, type ListLoader } from '../../../crud/list/useDeclaredList.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

/** Types are keyed by their code: it is the rows' id. */
const load: ListLoader = async (query, signal) => {
  const page = await dictTypeApi.list(query, { signal });
  return { ...page, records: page.records.map((r) => ({ ...r, id: r.code, version: 0 })) };
};

export default function DictionaryPage(_: PageProps) {
  const t = useT(crud, systemPages);
  const can = usePermissions();
  const list = useDeclaredList(dictionaryType, load, useChangeVersion(dictionaryType.name));

  const remove = useCallback(
    async (r: WireRecord) => {
      if (!(await confirm(t('systemPages.dict.deleteTypeConfirm', { name: String(r.name) })))) return;
      try {
        await dictTypeApi.remove(r.id);
        showToast(t('crud.deleted', { count: 1 }), 'success');
        notifyChanged(dictionaryType.name);
      } catch {
        // The request layer has shown why (built in, still holds items, not the whole province's scope).
      }
    },
    [t],
  );

  const cells = useMemo(
    () => ({ name: (r: WireRecord) => <AppLink className="text-primary hover:underline" to={dictDetailPath(r.id)}>{String(r.name)}</AppLink> }),
    [],
  );

  const actions = useCallback(
    (r: WireRecord) => {
      const name = String(r.name);
      return (
        <span className="inline-flex items-center gap-1">
          <AppLink to={dictDetailPath(r.id)} aria-label={t('crud.detailOf', { title: name })} className="px-1 text-primary hover:underline">{t('crud.detail')}</AppLink>
          {can(SYS.dict.edit) ? (
            <AppLink to={dictPutPath(r.id)} aria-label={t('crud.editOf', { title: name })} className="px-1 text-primary hover:underline">{t('crud.edit')}</AppLink>
          ) : null}
          {can(SYS.dict.del) && r.builtin !== true ? (
            <Button size="sm" variant="link" className="text-danger" aria-label={t('crud.deleteOf', { title: name })} onClick={() => void remove(r)}>{t('crud.delete')}</Button>
          ) : null}
        </span>
      );
    },
    [can, remove, t],
  );

  return (
    <section aria-labelledby="dict-list-title" className="flex flex-col gap-3 p-4">
      <h1 id="dict-list-title" className="sr-only">{t.label(dictionaryType.label)}</h1>
      <DeclaredList
        list={list}
        label={t.label(dictionaryType.label)}
        cells={cells}
        toolbar={can(SYS.dict.add) ? <Button variant="primary" onClick={() => navigate(DICT_ADD_PATH)}>{t('crud.add')}</Button> : null}
        actions={actions}
        actionsWidth={180}
        rowLabel={(r) => String(r.name)}
      />
    </section>
  );
}
