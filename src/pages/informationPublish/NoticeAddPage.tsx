/** 发布通知公告 (/informationPublish/notice/add): the spec's lower-case add page is the engine's form of a new notice. */
import { notification } from '../../../model/resources/notification.ts';
import FormPage from '../../crud/form/FormPage.tsx';
import type { PageProps } from '../../router/pageProps.ts';

export default function NoticeAddPage({ query }: PageProps) {
  return <FormPage resource={notification} basePath="/informationPublish/notice" params={{}} query={query} />;
}
