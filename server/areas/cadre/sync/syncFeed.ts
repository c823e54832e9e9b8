/**
 * The staffing office's feed (编办同步, docs/cadre.md "Sync feed"): people identified by ID number, as
 * JSON rows, CSV text or an .xlsx sheet, each with the same column names (the cadre's field names, plus
 * unitCode: the managing unit's organisation code). Parsing only: comparing is compareFeed's job.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { businessError } from '../../../http/errors.ts';
import { readXlsx, XlsxError } from '../../../xlsx/index.ts';
import { SYNC_FIELDS } from '../../../../model/resources/cadreSyncFeed.ts';

export const MAX_SYNC_ROWS = 10_000;

/** The fields a feed may carry (shared with the browser); anything else in it is ignored. */
export { SYNC_FIELDS };

export interface FeedRow {
  rowNo: number;
  values: Record<string, string>;
}

const bad = (detail: string) => businessError(zh('cadre.syncBadFormat', { detail }), 400);

function pickFields(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of SYNC_FIELDS) {
    const v = raw[f];
    if (v !== null && v !== undefined && String(v).trim() !== '') out[f] = String(v).trim();
  }
  return out;
}

/** RFC 4180 CSV: quoted fields with doubled quotes, CRLF or LF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += c;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}

function fromTable(table: unknown[][], firstRowNo: number): FeedRow[] {
  const [header, ...data] = table;
  if (!header) throw bad('没有表头');
  const names = header.map((h) => String(h ?? '').trim());
  if (!names.includes('idCard')) throw bad('表头缺少 idCard 列');
  return data.map((cells, i) => ({ rowNo: firstRowNo + i, values: pickFields(Object.fromEntries(names.map((n, j) => [n, cells[j]]))) }));
}

export async function parseFeed(body: Record<string, unknown>): Promise<{ format: string; rows: FeedRow[] }> {
  const format = String(body.format ?? 'json');
  let rows: FeedRow[];
  if (format === 'json') {
    if (!Array.isArray(body.rows)) throw bad('rows 应为数组');
    rows = body.rows.map((r, i) => {
      if (!r || typeof r !== 'object' || Array.isArray(r)) throw bad(`第${i + 1}条不是对象`);
      return { rowNo: i + 1, values: pickFields(r as Record<string, unknown>) };
    });
  } else if (format === 'csv') {
    if (typeof body.content !== 'string') throw bad('content 应为 CSV 文本');
    rows = fromTable(parseCsv(body.content.replace(/^\uFEFF/, '')), 2);
  } else if (format === 'xlsx') {
    if (typeof body.content !== 'string') throw bad('content 应为 Base64 编码的 .xlsx 文件');
    const table: unknown[][] = [];
    try {
      for await (const row of readXlsx(Buffer.from(body.content, 'base64'), { maxRows: MAX_SYNC_ROWS + 1, maxUncompressedBytes: 64 * 1024 * 1024 })) table.push(row.values);
    } catch (e) {
      if (e instanceof XlsxError) throw businessError(e.userMessage, 400);
      throw e;
    }
    rows = fromTable(table, 2);
  } else throw bad(`不支持的格式 ${format.slice(0, 10)}（json、csv、xlsx）`);
  if (rows.length > MAX_SYNC_ROWS) throw businessError(zh('cadre.syncTooMany', { max: MAX_SYNC_ROWS }), 400);
  if (!rows.length) throw bad('没有数据行');
  return { format, rows };
}
