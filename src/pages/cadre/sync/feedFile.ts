/**
 * A feed file as the preview call takes it (docs/cadre.md "Feed format"): .json (an array of rows, or an
 * object with `rows`), .csv (the text, header row first) or .xlsx (Base64). Anything else is refused here
 * in words, before it is sent.
 */
import type { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import type { FeedBody, FeedFormat } from './syncApi.ts';

export class FeedFileError extends Error {
  constructor(readonly key: keyof typeof cadrePages) {
    super(key);
  }
}

const FORMATS: Record<string, FeedFormat> = { json: 'json', csv: 'csv', xlsx: 'xlsx' };

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes a bounded number of arguments.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function readFeedFile(file: File): Promise<FeedBody> {
  const format = FORMATS[file.name.split('.').pop()?.toLowerCase() ?? ''];
  if (!format) throw new FeedFileError('cadrePages.sync.badExtension');
  const base = { source: 'file' as const, fileName: file.name, format };
  if (format === 'xlsx') return { ...base, content: base64(new Uint8Array(await file.arrayBuffer())) };
  const text = await file.text();
  if (format === 'csv') return { ...base, content: text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new FeedFileError('cadrePages.sync.badJson');
  }
  const rows = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' ? (parsed as { rows?: unknown }).rows : undefined;
  if (!Array.isArray(rows)) throw new FeedFileError('cadrePages.sync.badJson');
  return { ...base, rows };
}
