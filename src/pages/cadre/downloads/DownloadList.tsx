/**
 * The user's exports (an administrator's: also those of the people in their scope), newest first, with
 * their progress while they are made; 下载 fetches the file through a single-use link, for the exporter
 * only and while it is kept. `resource` narrows the list to one kind of data (导入导出记录 of a list page).
 */
import { useCallback, useMemo } from 'react';
import { openDownload } from '../../../crud/files/download.ts';
import { formatSize } from '../../../crud/files/formatSize.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePoll } from '../../../crud/usePoll.ts';
import { useUserKey } from '../../../crud/usePermissions.ts';
import { downloadLink, downloadRecords } from '../../../http/api/exports.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { DeclaredList } from '../../../crud/list/DeclaredList.tsx';
import { useDeclaredList, type ListLoader } from '../../../crud/list/useDeclaredList.ts';
import { asRows } from '../common/asRows.ts';
import { DOWNLOAD_LIST, downloadStatusLabel, downloadStatusOptions } from './downloadList.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const TONE: Record<string, string> = { ready: 'text-success', failed: 'text-danger', expired: 'text-muted' };

export function DownloadList({ resource }: { resource?: string }) {
  const t = useT(cadrePages);
  const me = useUserKey();
  const load = useCallback<ListLoader>(
    (query) => downloadRecords({ ...query, ...(resource ? { resource } : {}) }).then(asRows),
    [resource],
  );
  const list = useDeclaredList(DOWNLOAD_LIST, load);
  const records = list.data.page?.records ?? [];
  // While a file is being made, its row follows the job (polling stops once none is).
  usePoll(records.some((r) => r.status === 'generating'), async () => {
    list.data.reload();
    return false;
  }, 2000);

  const cells = useMemo(
    () => ({
      status: (r: WireRecord) => <span className={TONE[String(r.status)]} title={typeof r.error === 'string' ? r.error : undefined}>{downloadStatusLabel(t, r.status)}{r.status === 'generating' ? ` ${Math.round(Number(r.progress ?? 0) * 100)}%` : ''}</span>,
      size: (r: WireRecord) => (typeof r.size === 'number' ? formatSize(r.size) : ''),
    }),
    [t],
  );

  const download = useCallback(async (r: WireRecord) => {
    try {
      openDownload((await downloadLink(r.id)).url);
    } catch {
      // The request layer has shown why (expired meanwhile, say).
    }
  }, []);
  const actions = useCallback(
    (r: WireRecord) =>
      r.status === 'ready' && r.userId === me ? (
        <Button size="sm" variant="link" aria-label={t('cadrePages.downloads.downloadOf', { name: String(r.fileName) })} onClick={() => void download(r)}>
          {t('cadrePages.downloads.download')}
        </Button>
      ) : null,
    [download, me, t],
  );

  return (
    <DeclaredList
      list={list}
      label={t.label(DOWNLOAD_LIST.label)}
      cells={cells}
      choices={{ status: downloadStatusOptions(t) }}
      actions={actions}
      actionsWidth={100}
      rowLabel={(r) => String(r.fileName ?? '')}
    />
  );
}
