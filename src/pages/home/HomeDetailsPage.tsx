/**
 * /home/homeDetails/{id}/{type}: one item of a home kind whose items are records of a declared resource,
 * shown by that declaration's own detail view (its sections, state and the moves the user may make: a
 * reviewer decides from here), the record read through the engine in the user's scope like on its page.
 */
import DetailPage from '../../crud/detail/DetailPage.tsx';
import { useResource } from '../../crud/useResource.ts';
import { useT } from '../../i18n/locale.ts';
import { pagesShowing } from '../../router/menuIndex.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { useShell } from '../../shell/shellContext.ts';
import { getHomeItems } from './homeApi.ts';
import { HomeNotice } from './HomeNotice.tsx';
import { useLoaded } from '../../http/useLoaded.ts';
import { router } from '../../../model/i18n/router.ts';
import { shellViews } from '../../../model/i18n/shellViews.ts';

function RecordDetails({ id, resource, type }: { id: string; resource: string; type: string }) {
  const { index } = useShell();
  const def = useResource(resource);
  const t = useT(router, shellViews);
  if (!def) return <p role="status" className="p-8 text-center text-sm text-muted">{t('shell.loading')}</p>;
  // The resource's own page, where editing and the list are: the user holds it with the right to view.
  const basePath = pagesShowing(index, resource)[0] ?? `/home/homeList/${encodeURIComponent(type)}`;
  return <DetailPage resource={def} basePath={basePath} params={{ id }} />;
}

export default function HomeDetailsPage({ params }: PageProps) {
  const t = useT(router, shellViews);
  const type = params.type ?? '';
  const kind = useLoaded(type, (signal) => getHomeItems(type, { current: 1, size: 1 }, signal).then((page) => page.kind));
  if (kind.loading) return <p role="status" className="p-8 text-center text-sm text-muted">{t('shell.loading')}</p>;
  if (!kind.data?.resource) return <HomeNotice title={t('home.unknownType')}>{t('home.unknownTypeText')}</HomeNotice>;
  return <RecordDetails key={`${type}/${params.id}`} id={params.id ?? ''} resource={kind.data.resource} type={type} />;
}
