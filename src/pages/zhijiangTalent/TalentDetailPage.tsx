/**
 * An application's page (/zhijiang/personnel/detail?id=; detail1 for the unit's review, detail2 for the
 * city's, approvingdetail from the approvals queue): the crud detail of talentDeclare, with the moves the user
 * may make (提交申报, 审核通过, 退回 with an opinion), and the approval trail under it.
 */
import { CrudDetail } from '../../crud/index.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { TalentTrail } from './TalentTrail.tsx';
import { TALENT_BASE } from './talentPaths.ts';
import { useTalentResource } from './useTalentResource.ts';

export default function TalentDetailPage({ params, query }: PageProps) {
  const def = useTalentResource();
  const id = params.id ?? (typeof query.id === 'string' ? query.id : '');
  if (!def) return null;
  return (
    <>
      <CrudDetail resource={def} basePath={TALENT_BASE} params={{ id }} query={query} />
      <TalentTrail id={id} />
    </>
  );
}
