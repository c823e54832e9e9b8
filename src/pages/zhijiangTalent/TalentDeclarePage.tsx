/**
 * 人才申报 (/zhijiang/personnel/declare): a new application's form (the crud form of talentDeclare); saved, it
 * is a draft in 银龄人才申报's list, where its author declares it (提交申报).
 */
import { CrudForm } from '../../crud/index.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { TALENT_BASE } from './talentPaths.ts';
import { useTalentResource } from './useTalentResource.ts';

export default function TalentDeclarePage({ query }: PageProps) {
  const def = useTalentResource();
  return def ? <CrudForm resource={def} basePath={TALENT_BASE} params={{}} query={query} /> : null;
}
