/**
 * The official collection template's calls (docs/cadre.md, "Official collection template import"): the
 * template, the import of a filled one (all rows or none; the .xlsx travels in Base64 in a JSON body), and
 * the import records with their problems by row and column.
 */
import type { Page } from '../../../../model/wire.ts';
import { http } from '../../../http/client.ts';
import type { PageQuery } from '../../../http/api/resource.ts';

const BASE = '/lgbsmp/api/v1/cadreImport';
/** Reading, checking and writing 10 000 people takes longer than an ordinary call. */
const IMPORT_TIMEOUT_MS = 300_000;

export const TEMPLATE_FILE = '离退休干部职工信息收集模版.xlsx';

/** One problem of an import, as the server lists it (`text` is 第3行“身份证号码”：…, in the upload's answer only). */
export interface RowProblem {
  row: number;
  column: string;
  field: string | null;
  message: string;
  text?: string;
}

export interface TemplateImport {
  batchId: string;
  total: number;
  imported: number;
}

/** What a refused import answers in `data` beside its message: every problem (up to 200). */
export interface TemplateImportFailure {
  batchId: string;
  total: number;
  failed: number;
  errors: RowProblem[];
}

export interface TemplateImportRecord {
  id: string;
  fileName: string;
  templateVersion: string;
  status: 'imported' | 'failed';
  total: number;
  imported: number;
  /** Rows with problems. */
  failed: number;
  orgId: string;
  createByName: string | null;
  createTime: string;
  /** One record only (up to 1 000 kept). */
  errors?: RowProblem[];
}

export function templateFile(): Promise<Blob> {
  return http.get<Blob>(`${BASE}/template`, { responseType: 'blob' });
}

/** The file as Base64, the way the server takes it. */
async function base64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** POST cadreImport: refused with HTTP 400 and `TemplateImportFailure` in the body's data when any row has a problem. */
export async function importTemplate(file: File): Promise<TemplateImport> {
  return http.post<TemplateImport>(BASE, { json: { fileName: file.name, content: await base64(file) }, timeout: IMPORT_TIMEOUT_MS });
}

export function templateImports(query: PageQuery = {}, signal?: AbortSignal): Promise<Page<TemplateImportRecord>> {
  return http.get<Page<TemplateImportRecord>>(`${BASE}/records`, { params: query, signal });
}

export function templateImportRecord(id: string, signal?: AbortSignal): Promise<TemplateImportRecord> {
  return http.get<TemplateImportRecord>(`${BASE}/records/${encodeURIComponent(id)}`, { signal });
}
