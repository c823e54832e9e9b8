/** 银龄人才申报 (/zhijiang/personnel): every application in the user's scope, each opening its page with the trail. */
import { CrudList } from '../../crud/index.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { TALENT_BASE, talentDetailPath } from './talentPaths.ts';
import { useTalentResource } from './useTalentResource.ts';

export default function TalentListPage({ params, query }: PageProps) {
  const def = useTalentResource();
  return def ? <CrudList resource={def} basePath={TALENT_BASE} params={params} query={query} detailPath={talentDetailPath} /> : null;
}
