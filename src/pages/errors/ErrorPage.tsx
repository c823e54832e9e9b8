/**
 * The error pages of spec section 2: 404 (no such page), 403 (a page the user's roles do not hold),
 * 500 and 401. Each says what happened and offers the way back: home, or back where the user came from.
 */
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { appLocation } from '../../router/navigate.ts';
import { HOME_PATH } from '../../router/routes.ts';
import { router } from '../../../model/i18n/router.ts';

function ErrorPage({ code, title, text }: { code: string; title: keyof typeof router; text: keyof typeof router }) {
  const t = useT(router);
  return (
    <div className="flex min-h-full items-center justify-center bg-canvas p-8">
      <section aria-labelledby="error-title" className="max-w-md text-center">
        <p aria-hidden className="text-7xl font-bold text-primary">{code}</p>
        <h1 id="error-title" className="mt-4 text-xl font-semibold text-ink">{t(title)}</h1>
        <p className="mt-2 text-sm text-muted">{t(text)}</p>
        <div className="mt-6 flex justify-center gap-3 text-sm">
          <button type="button" onClick={() => appLocation().back()} className="rounded border border-line bg-surface px-4 py-1.5 hover:border-primary hover:text-primary">
            {t('shell.back')}
          </button>
          <AppLink to={HOME_PATH} className="rounded bg-primary px-4 py-1.5 text-primary-foreground hover:opacity-90">{t('shell.backHome')}</AppLink>
        </div>
      </section>
    </div>
  );
}

export const NotFoundPage = () => <ErrorPage code="404" title="route.404" text="errorPage.404" />;
export const ForbiddenPage = () => <ErrorPage code="403" title="route.403" text="errorPage.403" />;
export const ServerErrorPage = () => <ErrorPage code="500" title="route.500" text="errorPage.500" />;
export const UnauthorizedPage = () => <ErrorPage code="401" title="route.401" text="errorPage.401" />;
