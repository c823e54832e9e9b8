/**
 * The demo 同步异常: two staffing-office syncs that were applied with rows that could not be: Hangzhou's
 * monthly file (an unknown unit, a malformed ID number, a missing name, a number given twice, a number on
 * file in Ningbo) and 西湖区's feed (an unknown unit). The batches and their compared rows are stored as
 * the sync stores them, with the same messages (compareFeed.ts), so the comparison pages show them too.
 */
import { zh } from '../../model/i18n/index.ts';
import { checkCharacter } from '../../model/idCard.ts';
import type { Queryable, Row } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';

const idNumber = (first17: string) => first17 + checkCharacter(first17);

interface FeedLine {
  kind: 'unchanged' | 'error' | 'conflict';
  values: Record<string, string>;
  cadre?: Row;
  orgId?: string;
  errorCode?: string;
  errorMessage?: string;
  status?: 'pending' | 'ignored';
  reason?: string;
}

interface Batch {
  id: string;
  source: 'file' | 'http';
  fileName: string | null;
  format: string;
  orgId: string;
  by: string;
  daysAgo: number;
  lines: FeedLine[];
}

/** A person on file as the feed names them, unchanged. */
const onFile = (cadre: Row): FeedLine => ({
  kind: 'unchanged', cadre, values: { idCard: String(cadre.id_card), realName: String(cadre.real_name), unitCode: String(cadre.manage_org_id) },
});

const failed = (values: Record<string, string>, orgId: string, errorCode: string, errorMessage: string, extra: Partial<FeedLine> = {}): FeedLine => ({
  kind: errorCode === 'conflict' ? 'conflict' : 'error', values: { nation: '01', retirementType: '2', jobLevel: '141', ...values }, orgId, errorCode, errorMessage, ...extra,
});

function batches(cadres: readonly Row[]): Batch[] {
  const living = cadres.filter((c) => c.status === 'normal');
  const hangzhou = living.filter((c) => String(c.manage_org_id).startsWith('3301') && !String(c.manage_org_id).startsWith('330106')).slice(0, 3);
  const xihu = living.filter((c) => String(c.manage_org_id).startsWith('330106')).slice(0, 2);
  const ningbo = living.find((c) => String(c.manage_org_id).startsWith('3302'))!;
  const first = hangzhou[0]!;
  return [
    {
      id: 'seed-sync-hz-202506', source: 'file', fileName: '杭州市编办离退休干部数据（2025年6月）.xlsx', format: 'xlsx', orgId: '330100', by: 'user-hz-admin', daysAgo: 12,
      lines: [
        ...hangzhou.map(onFile),
        failed({ idCard: idNumber('33010219550308031'), realName: '周国强', unitCode: '330199-07' }, '330100', 'unknown_unit', zh('cadre.unknownUnit', { unit: '330199-07' })),
        failed({ idCard: '33010219580312', realName: '吴月娥', unitCode: '330102-01' }, '330102-01', 'invalid', zh('validation.idCardFormat', { label: '身份证号' })),
        failed({ idCard: idNumber('33010619521120051'), unitCode: '330106-02' }, '330106-02', 'missing_field', zh('validation.required', { label: '姓名' }), {
          status: 'ignored', reason: '编办数据缺姓名，已电话核实为已登记人员，无需同步',
        }),
        failed({ idCard: String(first.id_card), realName: String(first.real_name), unitCode: String(first.manage_org_id) }, String(first.manage_org_id), 'duplicate_id', zh('cadre.duplicateInFile', { row: 2 })),
        failed({ idCard: String(ningbo.id_card), realName: String(ningbo.real_name), unitCode: '330105-01' }, '330105-01', 'conflict', zh('cadre.syncOutOfScope')),
      ],
    },
    {
      id: 'seed-sync-xh-202506', source: 'http', fileName: null, format: 'json', orgId: '330106', by: 'user-330106', daysAgo: 4,
      lines: [
        ...xihu.map(onFile),
        failed({ idCard: idNumber('33010619600105002'), realName: '楼秀英', unitCode: '330106-09' }, '330106', 'unknown_unit', zh('cadre.unknownUnit', { unit: '330106-09' })),
      ],
    },
  ];
}

/** Writes the batches, their rows and their failures; answers how many failures. */
export async function seedSyncFailures(q: Queryable, cadres: readonly Row[], now: number): Promise<number> {
  const batchRows: Row[] = [];
  const rows: Row[] = [];
  const errors: Row[] = [];
  for (const b of batches(cadres)) {
    const at = new Date(now - b.daysAgo * 86_400_000).toISOString();
    const count = (kind: string) => b.lines.filter((l) => l.kind === kind).length;
    batchRows.push({
      id: b.id, source: b.source, file_name: b.fileName, format: b.format, status: 'applied', total: b.lines.length, new_count: 0, changed_count: 0,
      unchanged_count: count('unchanged'), conflict_count: count('conflict'), error_count: count('error'), applied_count: 0, org_id: b.orgId,
      create_by: b.by, create_time: at, applied_by: b.by, applied_at: at,
    });
    b.lines.forEach((line, i) => {
      const { unitCode, ...fields } = line.values;
      const input = { ...fields, ...(unitCode ? { manageOrgId: unitCode } : {}) };
      const cadreId = line.cadre ? String(line.cadre.id) : null;
      rows.push({
        batch_id: b.id, row_no: i + 2, kind: line.kind, id_card: line.values.idCard ?? null, real_name: line.values.realName ?? null, unit_code: unitCode ?? null,
        org_id: line.kind === 'unchanged' ? unitCode : line.orgId === b.orgId ? null : line.orgId, cadre_id: cadreId, cadre_version: line.cadre ? 1 : null,
        input: line.kind === 'unchanged' ? {} : input, changes: line.kind === 'unchanged' ? {} : null, error_code: line.errorCode ?? null, error_message: line.errorMessage ?? null,
      });
      if (line.kind === 'unchanged') return;
      errors.push({
        id: `${b.id}-${i + 2}`, batch_id: b.id, row_no: i + 2, real_name: line.values.realName ?? null, id_card: line.values.idCard ?? null, unit_code: unitCode ?? null,
        org_id: line.orgId, error_code: line.errorCode, error_message: line.errorMessage, cadre_id: null, payload: JSON.stringify({ ...input, ...line.values }),
        status: line.status ?? 'pending', status_reason: line.reason ?? null, create_by: b.by, update_by: b.by, create_time: at, update_time: at,
      });
    });
  }
  await insertRows(q, 'cadre_sync_batch', batchRows);
  await insertRows(q, 'cadre_sync_row', rows);
  await insertRows(q, 'cadre_sync_error', errors);
  return errors.length;
}
