/**
 * /myiframe/{routerPath}?src=<address>&name=<title>: embeds an external page (spec section 2). Only
 * absolute http:// or https:// addresses of another site are embedded; anything else (a script address,
 * a relative path, the portal itself, which would escape the frame's sandbox) is refused in words.
 * The route is always kept alive, so revisiting its tag does not reload the embedded page.
 */
import { isHttpUrl } from '../../../model/validation.ts';
import { useT } from '../../i18n/locale.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { fixedRoutes } from '../../../model/i18n/fixedRoutes.ts';
import { shellViews } from '../../../model/i18n/shellViews.ts';

/** The address to embed, or null when it may not be. */
export function embeddable(src: string | undefined, ownOrigin: string): string | null {
  if (!src || !isHttpUrl(src)) return null;
  try {
    return new URL(src).origin === ownOrigin ? null : src;
  } catch {
    return null;
  }
}

export default function IframePage({ query }: PageProps) {
  const t = useT(fixedRoutes, shellViews);
  const src = embeddable(query.src, window.location.origin);
  if (!src) {
    return (
      <div className="p-4">
        <section role="alert" className="rounded bg-surface p-8 text-center shadow-sm">
          <h1 className="text-lg font-semibold">{t('iframe.refused')}</h1>
          <p className="mt-2 text-sm text-muted">{t('iframe.refusedText')}</p>
        </section>
      </div>
    );
  }
  return (
    <iframe
      src={src}
      title={query.name || t('route.iframe')}
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      className="block h-full w-full border-0 bg-surface"
    />
  );
}
