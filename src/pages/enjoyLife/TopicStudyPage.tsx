/**
 * 专题学习内容 (/enjoyLife/projectLearning/{type}): the topic study list of one topic (`type`, a code of the
 * dictionary topic_study_type), the engine's list filtered from the address as any list is.
 */
import { projectLearning } from '../../../model/resources/projectLearning.ts';
import { CrudList } from '../../crud/index.ts';
import type { PageProps } from '../../router/pageProps.ts';

export default function TopicStudyPage({ params, query }: PageProps) {
  return <CrudList resource={projectLearning} basePath="/enjoyLife/projectLearning" params={{}} query={{ ...query, studyType: params.type ?? '' }} />;
}
