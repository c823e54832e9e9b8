/** 同步异常详情 (/retiredVeteranCadres/synchronouserror/Details/{id}): the crud detail of a failed row, its moves and history. */
import { CrudDetail } from '../../../crud/index.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { SYNC_ERROR_PAGE } from './syncLabels.ts';
import { SYNC_ERRORS } from './syncErrorView.ts';

export default function SyncErrorDetailPage({ params }: PageProps) {
  return <CrudDetail resource={SYNC_ERRORS} basePath={SYNC_ERROR_PAGE} params={params} />;
}
