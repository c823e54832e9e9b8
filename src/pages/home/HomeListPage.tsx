/**
 * /home/homeList/{type}: the home page's items of one kind, in pages. Published policy documents exist
 * (within the user's data scope, newest first); kinds that arrive later say so.
 */
// Loaded on demand: its texts come with it, not with the shell (model/i18n/shellViewsArea.ts).
import '../../../model/i18n/shellViewsArea.ts';
import { useState } from 'react';
import { resourceApi } from '../../http/api/resource.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { HomeNotice } from './HomeNotice.tsx';
import { HOME_TYPES, isHomeType } from './homeTypes.ts';
import { useLoad } from './useLoad.ts';

interface PolicyRow {
  id: string;
  title: string;
  docNo: string | null;
  publishDate: string | null;
  orgIdName: string | null;
}

const policies = resourceApi<PolicyRow>('policyDocument');

function PolicyList() {
  const t = useT();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = useLoad((signal) => policies.list({ status: '1', ...page }, { signal }), [page.current, page.size]);
  return (
    <div className="p-4">
      <section className="rounded bg-surface p-4 shadow-sm">
        <h1 className="mb-3 text-lg font-semibold">{t('home.type.policy')}</h1>
        {!list.data ? (
          <p role="status" className="py-6 text-center text-sm text-muted">{t(list.failed ? 'home.failed' : 'shell.loading')}</p>
        ) : list.data.records.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('home.none')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="bg-canvas text-muted">
              <tr>
                <th scope="col" className="p-2">{t('home.col.title')}</th>
                <th scope="col" className="p-2">{t('home.col.docNo')}</th>
                <th scope="col" className="p-2">{t('home.col.issuer')}</th>
                <th scope="col" className="p-2">{t('home.col.date')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.records.map((row) => (
                <tr key={row.id} className="border-t border-line">
                  <td className="p-2"><AppLink to={`/home/homeDetails/${encodeURIComponent(row.id)}/policy`} className="text-primary hover:underline">{row.title}</AppLink></td>
                  <td className="p-2">{row.docNo}</td>
                  <td className="p-2">{row.orgIdName}</td>
                  <td className="p-2 whitespace-nowrap">{row.publishDate}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {list.data ? <Pagination className="mt-3" current={page.current} size={page.size} total={list.data.total} onChange={(current, size) => setPage({ current, size })} /> : null}
      </section>
    </div>
  );
}

export default function HomeListPage({ params }: PageProps) {
  const t = useT();
  const type = params.type;
  if (!isHomeType(type)) return <HomeNotice title={t('home.unknownType')}>{t('home.unknownTypeText')}</HomeNotice>;
  if (!HOME_TYPES[type].available) return <HomeNotice title={t(HOME_TYPES[type].label)}>{t('home.notYet')}</HomeNotice>;
  return <PolicyList />;
}
