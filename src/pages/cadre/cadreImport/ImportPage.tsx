/**
 * 模板导入 (/retiredVeteranCadres/import): the official 《离退休干部职工信息收集模版》 to download, fill and
 * upload. All rows or none: a file with any problem imports nothing, and the page lists every problem by
 * row and column for the user to correct in the same file; otherwise it says how many people came in.
 */
import { useId, useState } from 'react';
import { cadre } from '../../../../model/resources/cadre.ts';
import { notifyChanged } from '../../../crud/changes.ts';
import { saveFile } from '../../../crud/files/download.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { RequestError } from '../../../http/errors.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import type { PageProps } from '../../../router/pageProps.ts';
import { Button } from '../../../ui/button.tsx';
import { useGrantedMenu } from '../../../router/grantedMenu.ts';
import { importTemplate, TEMPLATE_FILE, templateFile, type TemplateImport, type TemplateImportFailure } from './cadreImportApi.ts';
import { ImportProblems } from './ImportProblems.tsx';
import { cadre as cadreTexts } from '../../../../model/i18n/cadre.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const PAGE = '/retiredVeteranCadres/import';
const UPLOAD_PERMISSION = 'retiredVeteranCadres_import_upload';
const LIST = '/retiredVeteranCadres/essentialInformation';
const LINK = 'text-sm text-primary hover:underline';

type Outcome = { kind: 'imported'; result: TemplateImport } | { kind: 'refused'; message: string; failure: TemplateImportFailure | null } | null;

export default function ImportPage(_: PageProps) {
  const t = useT(cadreTexts, cadrePages);
  const can = usePermissions();
  const { granted } = useGrantedMenu();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'template' | 'upload' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function downloadTemplate() {
    setBusy('template');
    try {
      saveFile(await templateFile(), TEMPLATE_FILE);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(null);
    }
  }

  async function upload() {
    if (!file) return;
    setBusy('upload');
    setOutcome(null);
    try {
      const result = await importTemplate(file);
      setOutcome({ kind: 'imported', result });
      notifyChanged(cadre.name);
    } catch (e) {
      // The request layer has shown the message too; the page keeps it with every problem listed.
      if (!(e instanceof RequestError) || e.code !== 'business') return;
      const data = e.body?.data as TemplateImportFailure | undefined;
      setOutcome({ kind: 'refused', message: e.userMessage, failure: Array.isArray(data?.errors) ? data : null });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="cadre-import-title" className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="cadre-import-title" className="text-lg font-semibold text-ink">{t('cadrePages.import.title')}</h1>
        <span className="flex-1" />
        {granted.has(`${PAGE}/record`) ? <AppLink to={`${PAGE}/record`} className={LINK}>{t('cadrePages.import.records')}</AppLink> : null}
      </div>
      <ol className="flex list-decimal flex-col gap-1 pl-6 text-sm text-ink">
        <li>{t('cadrePages.import.step1')}</li>
        <li>{t('cadrePages.import.step2')}</li>
        <li>{t('cadrePages.import.step3')}</li>
      </ol>
      <div className="flex flex-col gap-3 rounded border border-line bg-surface p-4">
        <div>
          <Button size="lg" disabled={busy !== null} onClick={() => void downloadTemplate()}>{t('cadrePages.import.template')}</Button>
        </div>
        {can(UPLOAD_PERMISSION) ? (
          <>
            <label htmlFor={fileId} className="text-sm text-ink">{t('cadrePages.import.file')}</label>
            <input
              id={fileId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setOutcome(null);
              }}
              className="text-sm"
            />
            <div>
              <Button size="lg" variant="primary" disabled={!file || busy !== null} onClick={() => void upload()}>
                {busy === 'upload' ? t('cadrePages.import.uploading') : t('cadrePages.import.upload')}
              </Button>
            </div>
          </>
        ) : (
          <p className="text-sm text-muted">{t('cadrePages.import.noUpload')}</p>
        )}
      </div>
      <div aria-live="polite" className="flex flex-col gap-3">
        {outcome?.kind === 'imported' ? (
          <p role="status" className="flex flex-wrap items-center gap-3 rounded border border-success/40 bg-success/10 px-4 py-3 text-sm text-success">
            {t('cadrePages.import.done', { total: outcome.result.total, imported: outcome.result.imported })}
            {granted.has(LIST) ? <AppLink to={LIST} className={LINK}>{t('cadrePages.import.openList')}</AppLink> : null}
          </p>
        ) : null}
        {outcome?.kind === 'refused' ? (
          <>
            <p role="alert" className="rounded border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
              {outcome.failure ? t('cadre.importFailed', { failed: outcome.failure.failed }) : outcome.message}
            </p>
            {outcome.failure ? <ImportProblems problems={outcome.failure.errors} limit={200} /> : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
