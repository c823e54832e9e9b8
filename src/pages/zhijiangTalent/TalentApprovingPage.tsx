/**
 * 申报审批 (/zhijiang/personnel/approving): the applications waiting for the user's level (unit, city or
 * province) within their scope, the engine's levelled queue (`queue=review`); each opens 审批详情.
 */
import { CrudList } from '../../crud/index.ts';
import { useT } from '../../i18n/locale.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { approvingDetailPath, TALENT_BASE } from './talentPaths.ts';
import { useTalentResource } from './useTalentResource.ts';
import { zhijiangTalentPages } from '../../../model/i18n/zhijiangTalentPages.ts';

export default function TalentApprovingPage({ params, query }: PageProps) {
  const t = useT(zhijiangTalentPages);
  const def = useTalentResource();
  return (
    <>
      <p className="px-4 pt-4 text-sm text-muted">{t('talentPages.approving.hint')}</p>
      {def ? <CrudList resource={def} basePath={TALENT_BASE} params={params} query={query} queue detailPath={approvingDetailPath} /> : null}
    </>
  );
}
