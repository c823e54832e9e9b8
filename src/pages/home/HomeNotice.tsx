/** A plain message in place of a home list or detail: a kind that does not exist yet, or one that is unknown. */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { HOME_PATH } from '../../router/routes.ts';
import { router } from '../../../model/i18n/router.ts';

export function HomeNotice({ title, children }: { title: string; children: ReactNode }) {
  const t = useT(router);
  return (
    <div className="p-4">
      <section className="rounded bg-surface p-8 text-center shadow-sm">
        <h1 className="text-lg font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted">{children}</p>
        <AppLink to={HOME_PATH} className="mt-4 inline-block text-sm text-primary hover:underline">{t('shell.backHome')}</AppLink>
      </section>
    </div>
  );
}
