/**
 * What the engine-files suites share: a test server whose files go to a temporary FILES_DIR, multipart
 * uploads signed as the browser signs them (bodyHash UNSIGNED-PAYLOAD, computed here with node:crypto),
 * downloads through single-use links, and a way to wait for the server's background jobs.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../../../server/areas/auth/clock.ts';
import { filesDepsOf } from '../../../server/engine/filesDeps.ts';
import { readXlsx, type XlsxRow } from '../../../server/xlsx/index.ts';
import type { Engine } from '../../helpers/engines.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import type { SignedClient } from '../../helpers/session.ts';
import { tempDirs } from '../../helpers/tempDirs.ts';

export const API = '/lgbsmp/api/v1';

/** Call inside a describe(): the server's FILES_DIR is a temporary directory removed after the suite. */
export function filesServerFactory(): (engine: Engine, env?: Record<string, string>) => Promise<TestServer> {
  const dirs = tempDirs('lgb-files-');
  return (engine, env = {}) => startTestServer(engine, { FILES_DIR: dirs.make(), ...env });
}

/** Gives the files area a clock the test moves (tickets, expiry, retention). */
export function filesClock(server: TestServer, start = Date.now()): Clock & { advance(ms: number): void } {
  let t = start;
  const clock = { now: () => t, advance: (ms: number) => void (t += ms) };
  filesDepsOf(server.app).clock = clock;
  return clock;
}

/** Waits until the exports and imports the server runs have ended. */
export function jobsDone(server: TestServer): Promise<void> {
  return filesDepsOf(server.app).jobs.idle();
}

/** A multipart POST as the browser's request layer sends it: signed with bodyHash UNSIGNED-PAYLOAD. */
export async function postMultipart(server: TestServer, client: SignedClient, path: string, form: FormData): Promise<{ status: number; body: any }> {
  const token = client.tokens.access_token;
  const time = Date.now();
  const nonce = randomBytes(8).toString('hex');
  const message = ['v1', String(time), nonce, 'POST', path, 'UNSIGNED-PAYLOAD'].join('\n');
  const sign = `v1.${time}.${nonce}.${createHmac('sha256', token).update(message).digest('hex')}`;
  const res = await fetch(server.url + path, { method: 'POST', headers: { Authorization: `Bearer ${token}`, TenantId: '1', sign }, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A form with one file field. */
export function fileForm(bytes: Buffer | string, name: string, extra: Record<string, Buffer | string> = {}): FormData {
  const form = new FormData();
  const blob = (value: Buffer | string) => new Blob([typeof value === 'string' ? value : new Uint8Array(value)]);
  form.append('file', blob(bytes), name);
  for (const [field, value] of Object.entries(extra)) form.append(field, blob(value), `${field}.bin`);
  return form;
}

/** Asks for a single-use link (`ticketPath` answers `{ url }`) and fetches it without any credential. */
export async function downloadVia(server: TestServer, client: SignedClient, ticketPath: string): Promise<Response> {
  const { body } = await client.json(ticketPath, { method: 'POST' });
  if (!body?.data?.url) throw new Error(`no download link from ${ticketPath}: ${JSON.stringify(body)}`);
  return server.fetch(body.data.url);
}

export async function sheetRows(bytes: Buffer): Promise<XlsxRow[]> {
  const rows: XlsxRow[] = [];
  for await (const row of readXlsx(bytes)) rows.push(row);
  return rows;
}

/** Starts an export and waits for it; answers the finished download record. */
export async function exportOf(server: TestServer, client: SignedClient, resource: string, query = ''): Promise<any> {
  const started = await client.json(`${API}/${resource}/export${query ? `?${query}` : ''}`);
  if (started.status !== 200) throw new Error(`export refused: ${JSON.stringify(started.body)}`);
  await jobsDone(server);
  return (await client.json(`${API}/downloadRecord/${started.body.data.jobId}`)).body.data;
}

/** The rows of a finished export, downloaded through its link. */
export async function exportedRows(server: TestServer, client: SignedClient, jobId: string): Promise<XlsxRow[]> {
  const res = await downloadVia(server, client, `${API}/downloadRecord/${jobId}/ticket`);
  if (res.status !== 200) throw new Error(`download failed: ${res.status} ${await res.text()}`);
  return sheetRows(Buffer.from(await res.arrayBuffer()));
}
