/**
 * The imports of one kind of data through the list page's 导入 (the engine's pipeline: upload, preview,
 * commit), newest first; the uploader may fetch the rows with errors as an annotated sheet while the batch
 * is kept.
 */
import { useCallback, useMemo } from 'react';
import { openDownload } from '../../../crud/files/download.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { useUserKey } from '../../../crud/usePermissions.ts';
import { importErrorsLink, importRecords } from '../../../http/api/imports.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { DeclaredList } from '../../../crud/list/DeclaredList.tsx';
import { useDeclaredList, type ListLoader } from '../../../crud/list/useDeclaredList.ts';
import { asRows } from '../common/asRows.ts';
import { IMPORT_RECORD_LIST, importStatusLabel, importStatusOptions } from './importRecordList.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const TONE: Record<string, string> = { imported: 'text-success', failed: 'text-danger' };

export function ImportRecordList({ resource }: { resource: string }) {
  const t = useT(cadrePages);
  const me = useUserKey();
  const load = useCallback<ListLoader>((query) => importRecords({ ...query, resource }).then(asRows), [resource]);
  const list = useDeclaredList(IMPORT_RECORD_LIST, load);
  const cells = useMemo(() => ({ status: (r: WireRecord) => <span className={TONE[String(r.status)]}>{importStatusLabel(t, r.status)}</span> }), [t]);

  const errorSheet = useCallback(async (r: WireRecord) => {
    try {
      openDownload((await importErrorsLink(String(r.batchId ?? r.id))).url);
    } catch {
      // The request layer has shown why.
    }
  }, []);
  const actions = useCallback(
    (r: WireRecord) =>
      Number(r.invalid) > 0 && r.rowsKept === true && r.userId === me ? (
        <Button size="sm" variant="link" aria-label={t('cadrePages.import.errorSheetOf', { name: String(r.fileName) })} onClick={() => void errorSheet(r)}>
          {t('cadrePages.import.errorSheet')}
        </Button>
      ) : null,
    [errorSheet, me, t],
  );

  return (
    <DeclaredList
      list={list}
      label={t.label(IMPORT_RECORD_LIST.label)}
      cells={cells}
      choices={{ status: importStatusOptions(t) }}
      actions={actions}
      actionsWidth={120}
      rowLabel={(r) => String(r.fileName ?? '')}
    />
  );
}
