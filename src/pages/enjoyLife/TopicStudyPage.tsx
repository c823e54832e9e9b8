/**
 * 专题学习内容 (/enjoyLife/projectLearning/{type}): the topic study list of one topic (`type`, a code of the
 * dictionary topic_study_type), the engine's list filtered from the address as any list is. The one parameter
 * answers every address one segment below the list (model/menu/build.ts), so the list's Add and recycle bin
 * open here too.
 */
import { projectLearning } from '../../../model/resources/projectLearning.ts';
import { CrudForm, CrudList, CrudRecycle } from '../../crud/index.ts';
import type { PageProps } from '../../router/pageProps.ts';

const BASE = '/enjoyLife/projectLearning';

export default function TopicStudyPage({ params, query }: PageProps) {
  if (params.type === 'Add') return <CrudForm resource={projectLearning} basePath={BASE} params={{}} query={query} />;
  if (params.type === 'recycle') return <CrudRecycle resource={projectLearning} basePath={BASE} params={{}} query={query} />;
  return <CrudList resource={projectLearning} basePath={BASE} params={{}} query={{ ...query, studyType: params.type ?? '' }} />;
}
