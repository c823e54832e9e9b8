/** 核验结果详情 (/retiredVeteranCadres/intelligentVerification/Details/{id}): the crud detail of a finding, with its lifecycle moves and history. */
import { CrudDetail } from '../../../crud/index.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { FINDING_PAGE, FINDINGS } from './findingView.ts';

export default function FindingDetailPage({ params }: PageProps) {
  return <CrudDetail resource={FINDINGS} basePath={FINDING_PAGE} params={params} />;
}
