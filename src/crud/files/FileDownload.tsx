/** Downloads a stored file through a single-use ticket link (the token never goes into an address). */
import { useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { fileLink } from '../../http/api/files.ts';
import { openDownload } from './download.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export function FileDownload({ id, name }: { id: string; name: string }) {
  const t = useT(crudViews);
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      openDownload((await fileLink(id)).url);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" variant="link" disabled={busy} aria-label={t('crud.downloadFile', { name })} onClick={() => void download()}>
      {name}
    </Button>
  );
}
