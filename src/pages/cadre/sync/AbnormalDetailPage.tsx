/**
 * 异常数据详情 (/retiredVeteranCadres/abnormalData/Details/{id}): the person's crud detail with the reason
 * and 异常已处理. Its edit and back links lead to the archive's own views (信息维护), where people are edited.
 */
import { cadre } from '../../../../model/resources/cadre.ts';
import { CrudDetail } from '../../../crud/index.ts';
import type { PageProps } from '../../../router/pageProps.ts';

export default function AbnormalDetailPage({ params }: PageProps) {
  return <CrudDetail resource={cadre} basePath="/retiredVeteranCadres/essentialInformation" params={params} />;
}
