/**
 * 基本信息详情 (/retiredCadres/baseInfoDetail/{id}): the spec's address of one cadre's basic information,
 * the cadre's crud detail (sections, state, history, print) as at /retiredCadres/baseInfo/Details/{id}.
 */
import { cadre } from '../../../../model/resources/cadre.ts';
import { CrudDetail } from '../../../crud/index.ts';
import type { PageProps } from '../../../router/pageProps.ts';

export default function BaseInfoDetailPage({ params }: PageProps) {
  return <CrudDetail resource={cadre} basePath="/retiredCadres/baseInfo" params={params} />;
}
