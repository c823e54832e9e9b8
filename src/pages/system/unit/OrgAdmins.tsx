/**
 * The unit's administrators (`GET organization/{id}/admin`). A unit without one gets the spec's silent
 * answer 当前组织没有单位管理员, which is shown here, where it belongs, instead of as an error.
 */
import { useEffect, useRef, useState } from 'react';
import { RequestError } from '../../../http/errors.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { orgAdmins, type OrgAdmin } from './orgApi.ts';
import { crud } from '../../../../model/i18n/crud.ts';

type State = { kind: 'loading' } | { kind: 'ready'; admins: OrgAdmin[] } | { kind: 'none'; message: string } | { kind: 'failed'; message: string };

export function OrgAdmins({ orgId, version }: { orgId: string; version: number }) {
  const t = useT(crud);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A kept-alive page shown again runs its effects again: what is shown is not asked for twice.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const signature = `${orgId}|${version}|${attempt}`;
    if (shown.current === signature) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    orgAdmins(orgId, controller.signal).then(
      (admins) => {
        shown.current = signature;
        setState({ kind: 'ready', admins });
      },
      (e: unknown) => {
        if (controller.signal.aborted || !(e instanceof RequestError)) return;
        const none = e.code === 'business' && e.silent;
        if (none) shown.current = signature;
        setState(none ? { kind: 'none', message: e.userMessage } : { kind: 'failed', message: e.userMessage });
      },
    );
    return () => controller.abort();
  }, [orgId, version, attempt]);

  if (state.kind === 'loading') return <p aria-busy className="text-sm text-muted">{t('crud.loading')}</p>;
  if (state.kind === 'none') return <p className="text-sm text-muted">{state.message}</p>;
  if (state.kind === 'failed') {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('crud.loadFailed', { message: state.message })}
        <Button size="sm" variant="link" onClick={() => setAttempt((n) => n + 1)}>{t('crud.retry')}</Button>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {state.admins.map((admin) => (
        <li key={admin.id} className="flex flex-wrap gap-x-3">
          <span className="font-medium text-ink">{admin.name}</span>
          <span className="text-muted">{admin.username}</span>
          {admin.mobile ? <span className="text-muted">{admin.mobile}</span> : null}
          <span className="text-muted">{admin.roles.join('、')}</span>
        </li>
      ))}
    </ul>
  );
}
