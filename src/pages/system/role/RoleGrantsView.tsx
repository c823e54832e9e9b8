/** A role's grants, read-only: the role-authorisation tree with the role's entries checked. */
import { useEffect, useState } from 'react';
import type { RuleEntry } from '../../../../model/menu/types.ts';
import { RequestError } from '../../../http/errors.ts';
import { useT } from '../../../i18n/locale.ts';
import { menuTree, roleGrants } from './roleApi.ts';
import { RoleGrantTree } from '../RoleGrantTree.tsx';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export function RoleGrantsView({ roleId }: { roleId: string }) {
  const t = useT(crud, systemPages);
  const [loaded, setLoaded] = useState<{ entries: RuleEntry[]; granted: Set<string> } | { error: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([menuTree(controller.signal), roleGrants(roleId, controller.signal)]).then(
      ([entries, granted]) => setLoaded({ entries, granted: new Set(granted) }),
      (e: unknown) => !controller.signal.aborted && setLoaded({ error: e instanceof RequestError ? e.userMessage : String(e) }),
    );
    return () => controller.abort();
  }, [roleId]);

  if (loaded === null) return <p aria-busy className="text-sm text-muted">{t('crud.loading')}</p>;
  if ('error' in loaded) return <p role="alert" className="text-sm text-danger">{t('crud.loadFailed', { message: loaded.error })}</p>;
  if (loaded.granted.size === 0) return <p className="text-sm text-muted">{t('systemPages.grant.none')}</p>;
  return <RoleGrantTree entries={loaded.entries} value={loaded.granted} onChange={() => {}} readOnly />;
}
