/**
 * Uploading a staffing-office feed: the file is read here and posted for comparison (nothing is written
 * yet); the comparison opens on its own page. The columns the feed must carry are listed, in words.
 */
import { useId, useState, type FormEvent } from 'react';
import { SYNC_FIELDS, SYNC_REQUIRED } from '../../../../model/resources/cadreSyncFeed.ts';
import { notifyChanged } from '../../../crud/changes.ts';
import { RequestError } from '../../../http/errors.ts';
import { useT } from '../../../i18n/locale.ts';
import { navigate } from '../../../router/navigate.ts';
import { Button } from '../../../ui/button.tsx';
import { FeedFileError, readFeedFile } from './feedFile.ts';
import { previewFeed } from './syncApi.ts';
import { batchPath, feedField } from './syncLabels.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export const BATCHES_CHANGED = 'cadreSyncBatch';

export function SyncUpload() {
  const t = useT(cadrePages);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const required = new Set<string>(SYNC_REQUIRED);
  const column = (name: string) => {
    const field = feedField(name);
    return `${name}（${field ? t.label(field.label) : name}）`;
  };

  async function upload(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      setProblem(t('cadrePages.sync.chooseFile'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const batch = await previewFeed(await readFeedFile(file));
      notifyChanged(BATCHES_CHANGED);
      navigate(batchPath(batch.id));
    } catch (error) {
      if (error instanceof FeedFileError) setProblem(t(error.key));
      // The request layer has toasted it too; here it stays beside the file until another is chosen.
      else if (error instanceof RequestError && error.code !== 'aborted') setProblem(error.userMessage);
      else if (!(error instanceof RequestError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void upload(e)} aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 rounded border border-line bg-surface p-4">
      <h2 id={`${inputId}-title`} className="text-base font-semibold text-ink">{t('cadrePages.sync.uploadTitle')}</h2>
      <p className="text-sm text-muted">{t('cadrePages.sync.uploadHelp')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm text-ink">{t('cadrePages.sync.file')}</label>
        <input
          id={inputId}
          type="file"
          accept=".xlsx,.csv,.json"
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setProblem(null);
          }}
          className="text-sm text-ink file:mr-3 file:h-9 file:rounded file:border file:border-line file:bg-surface file:px-4 file:text-ink"
        />
        <Button type="submit" variant="primary" size="lg" disabled={busy}>
          {busy ? t('cadrePages.sync.comparing') : t('cadrePages.sync.compare')}
        </Button>
      </div>
      {problem ? <p id={`${inputId}-problem`} role="alert" className="text-sm text-danger">{problem}</p> : null}
      <details className="text-sm text-ink">
        <summary className="cursor-pointer text-primary">{t('cadrePages.sync.formatTitle')}</summary>
        <p className="mt-2 text-muted">{t('cadrePages.sync.formatHelp')}</p>
        <p className="mt-1">{t('cadrePages.sync.requiredColumns', { columns: SYNC_FIELDS.filter((f) => required.has(f)).map(column).join('、') })}</p>
        <p className="mt-1">{t('cadrePages.sync.optionalColumns', { columns: SYNC_FIELDS.filter((f) => !required.has(f)).map(column).join('、') })}</p>
      </details>
    </form>
  );
}
