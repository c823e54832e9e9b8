/**
 * 在线用户 (/system/onlineUser): who is signed in within the user's scope, from where (address, browser),
 * how, since when and last seen; a search by name; and, with the permission, forced sign-out of one
 * session or of all of a person's sessions, each after a confirmation. Not one's own (that is 退出登录).
 */
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import type { Params } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import { DataTable, type TableColumn } from '../../../crud/list/DataTable.tsx';
import { PAGE_SIZES } from '../../../crud/list/useListState.ts';
import { usePageData } from '../../../crud/list/usePageData.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions, useUserKey } from '../../../crud/usePermissions.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { formClient } from '../../../session/formClient.ts';
import { failureMessage } from '../../../http/requestFailure.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm.ts';
import { Input } from '../../../ui/input.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { browserOf } from './browserOf.ts';
import { endSession, endUserSessions, listOnline, type OnlineSession } from './onlineApi.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

type Row = WireRecord & OnlineSession;

const WIDTHS = { name: 150, username: 120, orgName: 200, ip: 130, browser: 170, method: 100, createdAt: 150, lastSeenAt: 150 };

/** Sessions as table rows: the session id is the row's id. */
const loadSessions = (query: Params, signal: AbortSignal) =>
  listOnline(query, signal).then((page) => ({ ...page, records: page.records.map((s): Row => ({ ...s, id: s.sessionId, version: 0 })) }));

export default function OnlineUserPage(_: PageProps) {
  const t = useT(crud, systemPages);
  const can = usePermissions();
  const me = useUserKey();
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<{ name: string; current: number; size: number }>({ name: '', current: 1, size: PAGE_SIZES[1] });
  const [version, setVersion] = useState(0);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const params = useMemo<Params>(() => ({ current: query.current, size: query.size, ...(query.name ? { name: query.name } : {}) }), [query]);
  const data = usePageData<Row>(loadSessions, params, version);
  const page = data.page;

  const methodLabel = useCallback(
    (method: string | null) => {
      if (!method) return '';
      const key = `systemPages.log.method.${method}` as keyof typeof systemPages;
      const label = t(key);
      return label === key ? method : label;
    },
    [t],
  );

  const columns = useMemo<TableColumn[]>(() => {
    const s = (r: WireRecord) => r as Row;
    return [
      {
        name: 'name',
        label: t('systemPages.online.name'),
        sortable: false,
        cell: (r) => (
          <span>
            {s(r).name}
            {s(r).current ? <span className="ml-1 rounded bg-primary/10 px-1 text-xs text-primary">{t('systemPages.online.current')}</span> : null}
          </span>
        ),
      },
      { name: 'username', label: t('systemPages.online.username'), sortable: false, cell: (r) => s(r).username },
      { name: 'orgName', label: t('systemPages.online.org'), sortable: false, cell: (r) => <span title={s(r).orgName}>{s(r).orgName}</span> },
      { name: 'ip', label: t('systemPages.online.ip'), sortable: false, cell: (r) => s(r).ip ?? '' },
      { name: 'browser', label: t('systemPages.online.browser'), sortable: false, cell: (r) => <span title={s(r).userAgent ?? ''}>{browserOf(s(r).userAgent)}</span> },
      { name: 'method', label: t('systemPages.online.method'), sortable: false, cell: (r) => methodLabel(s(r).method) },
      { name: 'createdAt', label: t('systemPages.online.since'), sortable: false, cell: (r) => formatDateTime(s(r).createdAt) },
      { name: 'lastSeenAt', label: t('systemPages.online.lastSeen'), sortable: false, cell: (r) => formatDateTime(s(r).lastSeenAt) },
    ];
  }, [t, methodLabel]);

  const mayEnd = can(SYS.online.forceLogout);
  const act = useCallback(
    async (question: string, write: () => Promise<{ revoked: number }>, done: (revoked: number) => string) => {
      setProblem('');
      if (!(await confirm(question))) return;
      setBusy(true);
      try {
        const { revoked } = await write();
        showToast(done(revoked), 'success');
      } catch (e) {
        setProblem(failureMessage(e));
      } finally {
        setBusy(false);
        setVersion((n) => n + 1);
      }
    },
    [],
  );

  const actions = useCallback(
    (r: WireRecord) => {
      const s = r as Row;
      if (s.current || s.userId === me) return <span className="px-1 text-xs text-muted">{t('systemPages.online.yours')}</span>;
      return (
        <span className="inline-flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="link"
            disabled={busy}
            aria-label={t('systemPages.online.endOneOf', { name: s.name })}
            onClick={() => void act(t('systemPages.online.endOneConfirm', { name: s.name }), () => endSession(s.sessionId, formClient()), () => t('systemPages.online.endedOne', { name: s.name }))}
          >
            {t('systemPages.online.endOne')}
          </Button>
          <Button
            size="sm"
            variant="link"
            disabled={busy}
            aria-label={t('systemPages.online.endAllOf', { name: s.name })}
            onClick={() =>
              void act(t('systemPages.online.endAllConfirm', { name: s.name }), () => endUserSessions(s.userId, formClient()), (count) => t('systemPages.online.endedAll', { name: s.name, count }))
            }
          >
            {t('systemPages.online.endAll')}
          </Button>
        </span>
      );
    },
    [act, busy, me, t],
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery((q) => ({ ...q, name: draft.trim(), current: 1 }));
  };
  const placeholder = data.error ? (
    <ErrorState message={data.error} onRetry={data.reload} />
  ) : page && page.records.length === 0 && !data.loading ? (
    <EmptyState message={query.name ? t('crud.noMatches') : t('systemPages.online.none')} />
  ) : undefined;

  return (
    <section aria-labelledby="online-title" className="flex flex-col gap-3 p-4">
      <h1 id="online-title" className="sr-only">{t('systemPages.online.title')}</h1>
      <form role="search" aria-label={t('crud.searchForm')} onSubmit={search} className="flex flex-wrap items-center gap-2 rounded border border-line bg-surface p-4">
        <label htmlFor={searchId} className="text-sm text-ink">{t('systemPages.online.searchLabel')}</label>
        <Input id={searchId} type="search" className="w-64" value={draft} placeholder={t('crud.containsPlaceholder')} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="primary">{t('crud.query')}</Button>
        <Button
          onClick={() => {
            setDraft('');
            setQuery((q) => ({ ...q, name: '', current: 1 }));
          }}
        >
          {t('crud.reset')}
        </Button>
        <span className="flex-1" />
        <Button aria-label={t('crud.refresh')} onClick={data.reload}>↻</Button>
      </form>
      <FormAlert message={problem} />
      <p aria-live="polite" className="sr-only">
        {data.loading ? t('crud.loading') : data.error ? data.error : t('systemPages.online.count', { total: page?.total ?? 0 })}
      </p>
      <DataTable
        label={t('systemPages.online.title')}
        columns={columns}
        widths={WIDTHS}
        records={data.error ? null : (page?.records ?? null)}
        loading={data.loading}
        skeletonRows={Math.min(query.size, 10)}
        rowLabel={(r) => String((r as Row).name)}
        {...(mayEnd ? { actions, actionsWidth: 220 } : {})}
        placeholder={placeholder}
      />
      <Pagination current={query.current} size={query.size} count={page} sizes={PAGE_SIZES} onChange={(current, size) => setQuery((q) => ({ ...q, current, size }))} />
    </section>
  );
}
