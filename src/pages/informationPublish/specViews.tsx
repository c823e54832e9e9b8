/**
 * The spec's lower-case views of 信息报送 (report/add, report/detail) and 重要会议 (EpidemicPage/add,
 * EpidemicPage/details): the engine's form of a new record, and its detail page for the record of `?id=`;
 * without an id, a way back to the list. The engine's own Add and Details/{id} stay the lists' links.
 */
import type { ResourceDef } from '../../../model/resource/types.ts';
import { prevent } from '../../../model/resources/prevent.ts';
import { workReport } from '../../../model/resources/workReport.ts';
import DetailPage from '../../crud/detail/DetailPage.tsx';
import { EmptyState } from '../../crud/EmptyState.tsx';
import FormPage from '../../crud/form/FormPage.tsx';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { informationPublish } from '../../../model/i18n/informationPublish.ts';

const REPORT = '/informationPublish/report';
const MEETING = '/informationPublish/EpidemicPage';

function Detail({ def, basePath, query }: { def: ResourceDef; basePath: string; query: PageProps['query'] }) {
  const t = useT(informationPublish);
  const id = typeof query.id === 'string' ? query.id : '';
  if (!id) {
    return (
      <EmptyState message={t('informationPublish.views.chooseOne', { label: t.label(def.label) })}>
        <AppLink to={basePath} className="text-primary hover:underline">{t('informationPublish.views.toList', { label: t.label(def.label) })}</AppLink>
      </EmptyState>
    );
  }
  return <DetailPage key={id} resource={def} basePath={basePath} params={{ id }} />;
}

export const ReportAdd = ({ query }: PageProps) => <FormPage resource={workReport} basePath={REPORT} params={{}} query={query} />;
export const ReportDetail = ({ query }: PageProps) => <Detail def={workReport} basePath={REPORT} query={query} />;
export const MeetingAdd = ({ query }: PageProps) => <FormPage resource={prevent} basePath={MEETING} params={{}} query={query} />;
export const MeetingDetail = ({ query }: PageProps) => <Detail def={prevent} basePath={MEETING} query={query} />;
