/**
 * 草稿箱 (/informationPublish/drafts): every unpublished item of 信息发布's kinds the user may see (news,
 * meetings, 公勺公筷, broadcasts, the user's own reports), one list, newest change first; each opens in its
 * own kind's form. Filters: the kind and a part of the title.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { DRAFT_KINDS, draftKind } from '../../../model/draftKinds.ts';
import type { Page } from '../../../model/wire.ts';
import { EmptyState } from '../../crud/EmptyState.tsx';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { formatDateTime } from '../../crud/format/dateTime.ts';
import { usePermissions } from '../../crud/usePermissions.ts';
import { RequestError } from '../../http/errors.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Select } from '../../ui/select.tsx';
import { drafts, type Draft, type DraftQuery } from './draftsApi.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { informationPublish } from '../../../model/i18n/informationPublish.ts';

const messageOf = (e: unknown) => (e instanceof RequestError ? e.message : String(e));

export default function DraftsPage(_props: PageProps) {
  const t = useT(crud, informationPublish);
  const can = usePermissions();
  const kinds = DRAFT_KINDS.filter((k) => can(`${k.kind}_view`));
  const [form, setForm] = useState({ kind: '', title: '' });
  const [query, setQuery] = useState<DraftQuery>({ kind: '', title: '', current: 1, size: 20 });
  const [page, setPage] = useState<Page<Draft> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    drafts(query, controller.signal).then(
      (p) => { setPage(p); setError(null); setLoading(false); },
      (e: unknown) => { if (!controller.signal.aborted) { setError(messageOf(e)); setLoading(false); } },
    );
    return () => controller.abort();
  }, [query, attempt]);

  function search(e: FormEvent) {
    e.preventDefault();
    setQuery({ ...query, ...form, current: 1 });
  }

  return (
    <section aria-labelledby="drafts-title" className="flex flex-col gap-3 p-4">
      <h1 id="drafts-title" className="text-lg font-medium text-ink">{t('informationPublish.drafts.title')}</h1>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('informationPublish.drafts.kind')}
          <Select
            className="w-44"
            value={form.kind}
            onValueChange={(kind) => setForm({ ...form, kind })}
            options={[{ value: '', label: t('informationPublish.drafts.allKinds') }, ...kinds.map((k) => ({ value: k.kind, label: t.label(k.label) }))]}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('informationPublish.drafts.titleFilter')}
          <Input className="w-64" value={form.title} maxLength={64} onChange={(e) => setForm({ ...form, title: e.target.value })} />
        </label>
        <Button type="submit" variant="primary">{t('informationPublish.drafts.search')}</Button>
      </form>
      {error ? <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      <p aria-live="polite" className="text-sm text-muted">{loading ? t('crud.loading') : page ? t('informationPublish.drafts.total', { total: page.total }) : ''}</p>
      {page && !page.records.length ? <EmptyState message={t('informationPublish.drafts.empty')} /> : null}
      {page?.records.length ? (
        <table aria-busy={loading || undefined} aria-label={t('informationPublish.drafts.title')} className="w-full text-sm">
          <thead className="bg-canvas text-left text-muted">
            <tr>
              {(['itemTitle', 'kind', 'org', 'state', 'updated'] as const).map((k) => (
                <th key={k} className="p-2 font-normal">{t(`informationPublish.drafts.${k}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.records.map((d) => {
              const kind = draftKind(d.kind);
              return (
                <tr key={`${d.kind}:${d.id}`} className="border-t border-line">
                  <td className="p-2">
                    <AppLink to={`${kind?.page}/Edit/${encodeURIComponent(d.id)}`} className="text-primary hover:underline">{d.title}</AppLink>
                  </td>
                  <td className="p-2">{kind ? t.label(kind.label) : d.kind}</td>
                  <td className="p-2">{d.orgName}</td>
                  <td className="p-2">{d.statusLabel}</td>
                  <td className="p-2">{formatDateTime(d.updateTime)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {page && page.total > page.size ? (
        <Pagination current={page.current} size={page.size} count={page} onChange={(current, size) => setQuery({ ...query, current, size })} />
      ) : null}
    </section>
  );
}
