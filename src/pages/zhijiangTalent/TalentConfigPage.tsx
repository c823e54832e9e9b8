/**
 * 申报设置 (/zhijiang/personnel/config): the declaration window and each city's quota (the provincial units
 * apart), with what each has declared in the window. A province-wide user holding 保存设置 changes them; others
 * read them. Declarations outside the window or over a quota are refused by the server (talentHooks.ts).
 */
import { useId, useState } from 'react';
import type { TalentConfig } from '../../../model/talentDeclare.ts';
import { usePermissions } from '../../crud/usePermissions.ts';
import { useT } from '../../i18n/locale.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { showToast } from '../../ui/toastStore.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { useSubmit } from '../../http/useSubmit.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { WhenLoaded } from '../cadre/statistics/WhenLoaded.tsx';
import { saveTalentConfig, talentConfig } from './talentApi.ts';
import { zhijiangTalentPages } from '../../../model/i18n/zhijiangTalentPages.ts';

const SAVE_CODE = 'zhijiang_personnel_config_save';
const QUOTA = /^\d{1,6}$/;

interface Draft {
  start: string;
  end: string;
  quotas: Record<string, string>;
}

const draftOf = (c: TalentConfig): Draft => ({
  start: c.windowStart ?? '',
  end: c.windowEnd ?? '',
  quotas: Object.fromEntries(c.quotas.map((q) => [q.cityCode, q.quota === null ? '' : String(q.quota)])),
});

function ConfigForm({ config, onSaved }: { config: TalentConfig; onSaved(c: TalentConfig): void }) {
  const t = useT(zhijiangTalentPages);
  const can = usePermissions();
  const quotasId = useId();
  const [draft, setDraft] = useState(() => draftOf(config));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmit({
    fields: ['windowStart', 'windowEnd'],
    show: (refused) => setErrors(Object.fromEntries(refused.map((e) => [e.field === 'windowEnd' ? 'end' : 'start', e.message]))),
    toasted: true,
  });
  const { busy } = submit;
  const editable = config.editable && can(SAVE_CODE);

  async function save() {
    const found: Record<string, string> = {};
    if (!draft.start) found.start = t('talentPages.config.startRequired');
    if (!draft.end || (draft.start && draft.end < draft.start)) found.end = t('talentPages.config.badWindow');
    for (const [code, value] of Object.entries(draft.quotas)) {
      if (value.trim() && (!QUOTA.test(value.trim()) || Number(value) > 100_000)) found[code] = t('talentPages.config.badQuota');
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    await submit.run(async () => {
      const saved = await saveTalentConfig({
        windowStart: draft.start,
        windowEnd: draft.end,
        version: config.version,
        quotas: Object.entries(draft.quotas).map(([cityCode, value]) => ({ cityCode, quota: value.trim() ? Number(value) : null })),
      });
      showToast(t('talentPages.config.saved'), 'success');
      onSaved(saved);
    });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <FormAlert message={submit.problem} />
      <fieldset className="flex flex-col gap-3 rounded bg-surface p-4 shadow-sm">
        <legend className="px-1 text-base font-semibold text-ink">
          {t('talentPages.config.window')}
          <span className={config.open ? 'ml-3 text-sm font-normal text-success' : 'ml-3 text-sm font-normal text-danger'}>
            {t(config.open ? 'talentPages.config.open' : 'talentPages.config.closed')}
          </span>
        </legend>
        <div className="grid max-w-xl grid-cols-2 gap-4">
          <Field label={t('talentPages.config.start')} required error={errors.start}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="date" aria-describedby={describedBy} aria-invalid={invalid} disabled={!editable} value={draft.start}
                onChange={(e) => setDraft((d) => ({ ...d, start: e.target.value }))} />
            )}
          </Field>
          <Field label={t('talentPages.config.end')} required error={errors.end}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} type="date" aria-describedby={describedBy} aria-invalid={invalid} disabled={!editable} value={draft.end}
                onChange={(e) => setDraft((d) => ({ ...d, end: e.target.value }))} />
            )}
          </Field>
        </div>
      </fieldset>
      <section aria-labelledby={quotasId} className="flex flex-col gap-2 rounded bg-surface p-4 shadow-sm">
        <h2 id={quotasId} className="text-base font-semibold text-ink">{t('talentPages.config.quotas')}</h2>
        <p className="text-xs text-muted">{t('talentPages.config.noLimit')}</p>
        {/* Scrolls on its own, and is focusable so that a keyboard can scroll it when its inputs are read-only. */}
        <div role="region" aria-labelledby={quotasId} tabIndex={0} className="max-h-[28rem] overflow-auto rounded border border-line focus:outline-none focus:ring-2 focus:ring-primary/20">
          <table aria-labelledby={quotasId} className="w-full border-collapse text-sm">
            <thead className="bg-canvas text-ink">
              <tr className="h-10 border-b border-line">
                <th scope="col" className="px-3 text-left font-medium">{t('talentPages.count.city')}</th>
                <th scope="col" className="px-3 text-left font-medium">{t('talentPages.config.quota')}</th>
                <th scope="col" className="px-3 text-right font-medium">{t('talentPages.config.used')}</th>
              </tr>
            </thead>
            <tbody>
              {config.quotas.map((q) => (
                <tr key={q.cityCode} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">{q.cityName}</th>
                  <td className="px-3 py-1.5">
                    <Input inputMode="numeric" aria-label={`${q.cityName}${t('talentPages.config.quota')}`} aria-invalid={Boolean(errors[q.cityCode])}
                      aria-describedby={errors[q.cityCode] ? `${quotasId}-${q.cityCode}` : undefined} className="w-28" disabled={!editable}
                      value={draft.quotas[q.cityCode] ?? ''} onChange={(e) => setDraft((d) => ({ ...d, quotas: { ...d.quotas, [q.cityCode]: e.target.value } }))} />
                    {errors[q.cityCode] ? <p id={`${quotasId}-${q.cityCode}`} role="alert" className="text-xs text-danger">{errors[q.cityCode]}</p> : null}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{q.used}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {editable ? (
        <div><Button type="submit" disabled={busy} aria-busy={busy || undefined}>{t('talentPages.config.save')}</Button></div>
      ) : (
        <p className="text-sm text-muted">{t('talentPages.config.readOnly')}</p>
      )}
    </form>
  );
}

export default function TalentConfigPage(_props: PageProps) {
  const t = useT(zhijiangTalentPages);
  const id = useId();
  const [saved, setSaved] = useState<TalentConfig | null>(null);
  const loaded = useLoaded('config', (signal) => talentConfig(signal));
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 p-4">
      <h1 id={id} className="text-lg font-semibold text-ink">{t('talentPages.config.title')}</h1>
      <WhenLoaded loaded={loaded}>{(config) => {
        const shown = saved ?? config;
        // A saved version starts a fresh draft from what the server kept.
        return <ConfigForm key={shown.version} config={shown} onSaved={setSaved} />;
      }}</WhenLoaded>
    </section>
  );
}
