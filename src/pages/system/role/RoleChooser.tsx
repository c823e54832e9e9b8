/**
 * The roles to choose from on the authorisation page: a name search and the roles within the user's scope
 * as a list of large buttons, the chosen one pressed.
 */
import { useEffect, useId, useState } from 'react';
import { RequestError } from '../../../http/errors.ts';
import { useT } from '../../../i18n/locale.ts';
import { cn } from '../../../ui/cn.ts';
import { Input } from '../../../ui/input.tsx';
import { useChangeVersion } from '../../../crud/changes.ts';
import { dataScopeLabel } from './dataScope.ts';
import { roleApi, type RoleRecord } from './roleApi.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

/** Roles listed at once; a longer list is narrowed by the search. */
const SHOWN = 100;

export function RoleChooser({ value, onChoose }: { value: string | null; onChoose(role: RoleRecord): void }) {
  const t = useT(crud, systemPages);
  const searchId = useId();
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<{ records: RoleRecord[]; total: number } | { error: string } | null>(null);
  const version = useChangeVersion('role');
  // What the list was last asked for and what it last answered: busy from the render that asks again (a
  // search, a change notice), through the search's pause, until the answer shows.
  const asked = `${version}\u0000${name}`;
  const [answered, setAnswered] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      roleApi.list({ size: SHOWN, ...(name.trim() ? { name: name.trim() } : {}) }, { signal: controller.signal }).then(
        (page) => {
          setRoles({ records: page.records, total: page.total });
          setAnswered(asked);
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          const silent = e instanceof RequestError && e.code === 'business' && e.silent;
          setRoles(silent ? { records: [], total: 0 } : { error: e instanceof RequestError ? e.userMessage : String(e) });
          setAnswered(asked);
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, version, asked]);

  return (
    <nav aria-label={t('systemPages.grant.roles')} aria-busy={answered !== asked} className="flex flex-col gap-2">
      <label htmlFor={searchId} className="text-sm text-ink">{t('systemPages.grant.searchRole')}</label>
      <Input id={searchId} type="search" value={name} placeholder={t('crud.containsPlaceholder')} onChange={(e) => setName(e.target.value)} />
      {roles === null ? <p className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {roles && 'error' in roles ? <p role="alert" className="text-sm text-danger">{t('crud.loadFailed', { message: roles.error })}</p> : null}
      {roles && 'records' in roles ? (
        <>
          {roles.records.length === 0 ? <p className="text-sm text-muted">{t('crud.noMatches')}</p> : null}
          <ul className="flex flex-col gap-1">
            {roles.records.map((role) => (
              <li key={role.id}>
                <button
                  type="button"
                  aria-pressed={role.id === value}
                  onClick={() => onChoose(role)}
                  className={cn(
                    'flex w-full flex-col items-start rounded border px-3 py-2 text-left text-sm',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                    role.id === value ? 'border-primary bg-primary/10 text-primary' : 'border-line bg-surface text-ink hover:border-primary',
                  )}
                >
                  <span className="font-medium">{role.name}</span>
                  <span className="text-xs text-muted">{role.code} · {dataScopeLabel(t, role.dataScope)}{role.enabled ? '' : ` · ${t('systemPages.role.disabled')}`}</span>
                </button>
              </li>
            ))}
          </ul>
          {roles.total > roles.records.length ? <p className="text-xs text-muted">{t('systemPages.grant.moreRoles', { shown: roles.records.length, total: roles.total })}</p> : null}
        </>
      ) : null}
    </nav>
  );
}
