/** A menu page the user holds whose screen is not built yet: said plainly, with the way back. */
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { HOME_PATH } from '../../router/routes.ts';
import { router } from '../../../model/i18n/router.ts';
import { shellViews } from '../../../model/i18n/shellViews.ts';

export default function PendingPage() {
  const t = useT(router, shellViews);
  return (
    <div className="p-4">
      <section aria-labelledby="pending-title" className="rounded bg-surface p-10 text-center shadow-sm">
        <h1 id="pending-title" className="text-lg font-semibold">{t('pending.title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('pending.text')}</p>
        <AppLink to={HOME_PATH} className="mt-4 inline-block text-sm text-primary hover:underline">{t('shell.backHome')}</AppLink>
      </section>
    </div>
  );
}
