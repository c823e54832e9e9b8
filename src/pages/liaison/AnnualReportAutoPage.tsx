/**
 * 自动生成年度报告 (/guideWork/annualReport/auto): the organisation (of the user's scope) and the year; 预览统计数据
 * shows the figures as they are counted now, 生成年度报告 saves them as a draft report and opens it, to be edited
 * and submitted there. The server's refusals (a report of that organisation and year exists) go under the field.
 */
import { useState } from 'react';
import { annualReport, ANNUAL_REPORT_FIGURES } from '../../../model/resources/annualReport.ts';
import { notifyChanged } from '../../crud/changes.ts';
import { OrgPicker } from '../../crud/org/OrgPicker.tsx';
import { useSubmit } from '../../http/useSubmit.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { navigate } from '../../router/navigate.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { showToast } from '../../ui/toastStore.ts';
import { generateReport, reportFigures } from './annualReportApi.ts';
import { liaisonPages } from '../../../model/i18n/liaisonPages.ts';

const BASE = '/guideWork/annualReport';
/** Reports are written for the year just ended (China time). */
const lastYear = () => new Date(Date.now() + 8 * 3600_000).getUTCFullYear() - 1;

type Errors = Partial<Record<'orgId' | 'year', string>>;

export default function AnnualReportAutoPage({ query }: PageProps) {
  const t = useT(liaisonPages);
  // The address may name both (…/auto?orgId=330106&year=2025), so that a link opens the page filled in.
  const [orgId, setOrgId] = useState<string | null>(query.orgId || null);
  const [year, setYear] = useState(query.year || String(lastYear()));
  const [errors, setErrors] = useState<Errors>({});
  const submit = useSubmit({ fields: ['orgId', 'year'], show: (_, byField) => setErrors(byField), toasted: true });
  const { busy } = submit;
  const [figures, setFigures] = useState<{ key: string; values: Record<string, number> } | null>(null);

  function request(): { orgId: string; year: number } | null {
    const next: Errors = {};
    if (!orgId) next.orgId = t('liaisonPages.auto.orgRequired');
    const y = Number(year);
    if (!Number.isInteger(y) || y < 2000 || y > 2100) next.year = t('liaisonPages.auto.yearInvalid');
    setErrors(next);
    return next.orgId || next.year ? null : { orgId: orgId!, year: y };
  }

  async function run(action: 'preview' | 'generate') {
    const asked = request();
    if (!asked) return;
    await submit.run(async () => {
      if (action === 'preview') setFigures({ key: `${asked.orgId}|${asked.year}`, values: await reportFigures(asked) });
      else {
        const report = await generateReport(asked);
        notifyChanged(annualReport.name);
        showToast(t('liaisonPages.auto.generated'), 'success');
        navigate(`${BASE}/Details/${encodeURIComponent(report.id)}`);
      }
    });
  }

  const shown = figures && figures.key === `${orgId}|${Number(year)}` ? figures.values : null;
  return (
    <section aria-labelledby="annual-auto-title" aria-busy={busy} className="flex max-w-3xl flex-col gap-4 p-4">
      <h1 id="annual-auto-title" className="text-lg font-medium text-ink">{t('liaisonPages.auto.title')}</h1>
      <p className="text-sm text-muted">{t('liaisonPages.auto.intro')}</p>
      <FormAlert message={submit.problem} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field label={t('liaisonPages.auto.org')} required error={errors.orgId}>
          {({ id, describedBy, invalid }) => (
            <OrgPicker id={id} aria-describedby={describedBy} invalid={invalid} value={orgId ? [orgId] : []} onChange={(value) => setOrgId(value[0] ?? null)} />
          )}
        </Field>
        <Field label={t('liaisonPages.auto.year')} required error={errors.year}>
          {({ id, describedBy, invalid }) => (
            <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void run('preview')}>{t('liaisonPages.auto.preview')}</Button>
        <Button variant="primary" disabled={busy} onClick={() => void run('generate')}>{t('liaisonPages.auto.generate')}</Button>
        <AppLink to={BASE} className="self-center px-2 text-sm text-primary hover:underline">{t('liaisonPages.auto.back')}</AppLink>
      </div>
      {shown ? (
        <section aria-label={t('liaisonPages.auto.figuresTitle')} className="rounded border border-line p-4">
          <FactList columns={3} rows={ANNUAL_REPORT_FIGURES.map((f) => [t.label(f.label), String(shown[f.name] ?? 0)] as const)} />
        </section>
      ) : null}
    </section>
  );
}
