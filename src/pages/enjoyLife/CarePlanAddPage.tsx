/**
 * 新增一人一策 for a chosen cadre (/enjoyLife/OnePersonOneStrategy/Add/{id}, the spec's address: `id` is the
 * cadre's): the engine's form starting with that cadre, as the archive's Add links start one (`?cadreId=`).
 * A cadre outside the user's scope is refused by the server under the cadre field.
 */
import { onePersonOneStrategy } from '../../../model/resources/onePersonOneStrategy.ts';
import { CrudForm } from '../../crud/index.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { CARE_PLAN_PATH } from './carePlanPath.ts';

export default function CarePlanAddPage({ params, query }: PageProps) {
  return <CrudForm resource={onePersonOneStrategy} basePath={CARE_PLAN_PATH} params={{}} query={{ ...query, cadreId: params.id ?? '' }} />;
}
