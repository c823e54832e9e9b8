/**
 * /home/homeList/{type}: one kind of the user's home work, in pages (GET home/items/{type}: the list whose
 * total home counted). An item opens home's detail page, the area's page for it, or nothing (itemPath.ts).
 */
import { useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { useShell } from '../../shell/shellContext.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { getHomeItems } from './homeApi.ts';
import { HomeNotice } from './HomeNotice.tsx';
import { itemPath } from './itemPath.ts';
import { kindLabel } from './kindLabel.ts';
import { namedKind } from './namedKind.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { router } from '../../../model/i18n/router.ts';
import { shell } from '../../../model/i18n/shell.ts';
import { shellViews } from '../../../model/i18n/shellViews.ts';

function KindList({ type }: { type: string }) {
  const t = useT(router, shell, shellViews);
  const { index } = useShell();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const list = useLoaded(`${type}|${page.current}|${page.size}`, (signal) => getHomeItems(type, page, signal));
  if (!list.data && !list.loading) return <HomeNotice title={t('home.unknownType')}>{t('home.unknownTypeText')}</HomeNotice>;
  const kind = list.data?.kind;
  return (
    <div className="p-4">
      <section className="rounded bg-surface p-4 shadow-sm">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-lg font-semibold">{kind ? kindLabel(t, namedKind(kind)) : t('shell.loading')}</h1>
          {kind?.areaPage ? <AppLink to={kind.areaPage} className="text-sm text-primary hover:underline">{t('home.toAreaPage')}</AppLink> : null}
        </div>
        {!list.data || !kind ? (
          <p role="status" className="py-6 text-center text-sm text-muted">{t('shell.loading')}</p>
        ) : list.data.records.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('home.none')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="bg-canvas text-muted">
              <tr>
                <th scope="col" className="p-2">{t('home.col.item')}</th>
                <th scope="col" className="p-2">{t('home.col.org')}</th>
                <th scope="col" className="p-2">{t('home.col.note')}</th>
                <th scope="col" className="p-2">{t('home.col.when')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.records.map((item) => {
                const path = itemPath(kind, item, index);
                return (
                  <tr key={item.id} className="border-t border-line">
                    <td className="p-2">{path ? <AppLink to={path} className="text-primary hover:underline">{item.title}</AppLink> : item.title}</td>
                    <td className="p-2">{item.orgName}</td>
                    <td className="p-2">{item.note}</td>
                    <td className="p-2 whitespace-nowrap">{item.date}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {list.data ? <Pagination className="mt-3" current={page.current} size={page.size} count={list.data} onChange={(current, size) => setPage({ current, size })} /> : null}
      </section>
    </div>
  );
}

export default function HomeListPage({ params }: PageProps) {
  const t = useT(router, shell, shellViews);
  if (!params.type) return <HomeNotice title={t('home.unknownType')}>{t('home.unknownTypeText')}</HomeNotice>;
  return <KindList key={params.type} type={params.type} />;
}
