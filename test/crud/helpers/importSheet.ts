/**
 * An import file as a user makes it: the resource's own template header (downloaded from the server and
 * read back), then the rows the test gives.
 */
import { PassThrough } from 'node:stream';
import { createXlsxWriter, readXlsx } from '../../../server/xlsx/index.ts';
import type { SignedClient } from '../../helpers/session.ts';

export async function templateHeader(api: SignedClient, resource: string): Promise<string[]> {
  const res = await api.fetch(`/lgbsmp/api/v1/${resource}/template`);
  if (res.status !== 200) throw new Error(`template of ${resource}: ${res.status}`);
  for await (const row of readXlsx(Buffer.from(await res.arrayBuffer()))) return row.values.map((v) => String(v ?? ''));
  throw new Error(`template of ${resource} has no header`);
}

export async function importSheet(api: SignedClient, resource: string, rows: readonly (readonly (string | number | null)[])[]): Promise<Buffer> {
  const header = await templateHeader(api, resource);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = createXlsxWriter(out);
  const sheet = await writer.addSheet('Sheet1', { columns: header.map((h) => ({ header: h, text: true })) });
  for (const row of rows) await sheet.addRow(row);
  await writer.finish();
  return Buffer.concat(chunks);
}

/** Records the links the page "clicks" to download (a real click would move the test window away). */
export function catchDownloads(): { links: { href: string; download: string }[]; blobs: Blob[]; stop(): void } {
  const links: { href: string; download: string }[] = [];
  const blobs: Blob[] = [];
  const click = HTMLAnchorElement.prototype.click;
  const createObjectURL = URL.createObjectURL;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    links.push({ href: this.getAttribute('href') ?? '', download: this.getAttribute('download') ?? '' });
  };
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  };
  return {
    links,
    blobs,
    stop() {
      HTMLAnchorElement.prototype.click = click;
      URL.createObjectURL = createObjectURL;
    },
  };
}
