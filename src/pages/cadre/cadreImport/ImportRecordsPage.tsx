/** 导入操作记录 (/retiredVeteranCadres/import/record): every import of the official template in the user's scope, each opened with its problems. */
import { useCallback, useMemo } from 'react';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import type { PageProps } from '../../../router/pageProps.ts';
import { DeclaredList } from '../../../crud/list/DeclaredList.tsx';
import { useDeclaredList, type ListLoader } from '../../../crud/list/useDeclaredList.ts';
import { asRows } from '../common/asRows.ts';
import { templateImports } from './cadreImportApi.ts';
import { TEMPLATE_IMPORT_LIST, templateImportStatus } from './templateImportList.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

const PAGE = '/retiredVeteranCadres/import';
const load: ListLoader = (query, signal) => templateImports(query, signal).then(asRows);

export default function ImportRecordsPage(_: PageProps) {
  const t = useT(cadrePages, crud);
  const list = useDeclaredList(TEMPLATE_IMPORT_LIST, load);
  const cells = useMemo(
    () => ({ status: (r: WireRecord) => <span className={r.status === 'imported' ? 'text-success' : 'text-danger'}>{templateImportStatus(t, r.status)}</span> }),
    [t],
  );
  const actions = useCallback(
    (r: WireRecord) => (
      <AppLink to={`${PAGE}/record/${encodeURIComponent(r.id)}`} aria-label={t('crud.detailOf', { title: String(r.fileName ?? '') })} className="px-1 text-primary hover:underline">
        {t('crud.detail')}
      </AppLink>
    ),
    [t],
  );
  return (
    <section aria-labelledby="cadre-import-records-title" className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="cadre-import-records-title" className="text-lg font-semibold text-ink">{t.label(TEMPLATE_IMPORT_LIST.label)}</h1>
        <span className="flex-1" />
        <AppLink to={PAGE} className="text-sm text-primary hover:underline">{t('cadrePages.import.back')}</AppLink>
      </div>
      <DeclaredList list={list} label={t.label(TEMPLATE_IMPORT_LIST.label)} cells={cells} actions={actions} actionsWidth={80} rowLabel={(r) => String(r.fileName ?? '')} />
    </section>
  );
}
