/** /home/homeDetails/{id}/{type}: one home item. A policy document shows its particulars and its text. */
// Loaded on demand: its texts come with it, not with the shell (model/i18n/shellViewsArea.ts).
import '../../../model/i18n/shellViewsArea.ts';
import { resourceApi } from '../../http/api/resource.ts';
import { useT } from '../../i18n/locale.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { sanitizeHtml } from '../../crud/format/sanitizeHtml.ts';
import { HomeNotice } from './HomeNotice.tsx';
import { HOME_TYPES, isHomeType } from './homeTypes.ts';
import { useLoad } from './useLoad.ts';

interface PolicyDocument {
  title: string;
  docNo: string | null;
  categoryLabel: string | null;
  orgIdName: string | null;
  publishDate: string | null;
  content: string | null;
}

const policies = resourceApi<PolicyDocument>('policyDocument');

function PolicyDetails({ id }: { id: string }) {
  const t = useT();
  const doc = useLoad((signal) => policies.get(id, { signal }), [id]);
  if (!doc.data) return <p role="status" className="p-8 text-center text-sm text-muted">{t(doc.failed ? 'home.notFound' : 'shell.loading')}</p>;
  const facts: [string, string | null][] = [
    [t('home.col.docNo'), doc.data.docNo],
    [t('home.col.category'), doc.data.categoryLabel],
    [t('home.col.issuer'), doc.data.orgIdName],
    [t('home.col.date'), doc.data.publishDate],
  ];
  return (
    <article className="m-4 rounded bg-surface p-6 shadow-sm">
      <h1 className="text-center text-xl font-semibold">{doc.data.title}</h1>
      <dl className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm text-muted">
        {facts.filter(([, value]) => value).map(([label, value]) => (
          <div key={label} className="flex gap-1"><dt>{label}：</dt><dd className="text-ink">{value}</dd></div>
        ))}
      </dl>
      <div className="mt-6 border-t border-line pt-4 leading-7" dangerouslySetInnerHTML={{ __html: sanitizeHtml(doc.data.content ?? '') }} />
    </article>
  );
}

export default function HomeDetailsPage({ params }: PageProps) {
  const t = useT();
  const type = params.type;
  if (!isHomeType(type)) return <HomeNotice title={t('home.unknownType')}>{t('home.unknownTypeText')}</HomeNotice>;
  if (!HOME_TYPES[type].available) return <HomeNotice title={t(HOME_TYPES[type].label)}>{t('home.notYet')}</HomeNotice>;
  return <PolicyDetails id={params.id ?? ''} />;
}
