/**
 * What an uploaded file really is, from its content: magic numbers for images and PDF, the zip's parts
 * for Office Open XML, the compound file's streams for legacy Office, and a strict decode for text. The
 * client's name and Content-Type decide nothing; the name's extension must only agree with the content.
 */
import { createReadStream } from 'node:fs';
import { openByteSource } from '../xlsx/byteSource.ts';
import { SizeBudget } from '../xlsx/sizeBudget.ts';
import { readZipDirectory } from '../xlsx/zipDirectory.ts';
import { cfbStreamNames } from './cfbStreams.ts';
import type { FileKind } from '../../model/fileMeta.ts';
import { imageSize, type ImageKind, type ImageSize } from './imageInfo.ts';


interface KindInfo {
  contentType: string;
  extensions: readonly string[];
  /** Shown in the browser (images, PDF) rather than saved. */
  inline: boolean;
}

export const KINDS: Readonly<Record<FileKind, KindInfo>> = {
  jpg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], inline: true },
  png: { contentType: 'image/png', extensions: ['png'], inline: true },
  gif: { contentType: 'image/gif', extensions: ['gif'], inline: true },
  webp: { contentType: 'image/webp', extensions: ['webp'], inline: true },
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], inline: true },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'], inline: false },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'], inline: false },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'], inline: false },
  doc: { contentType: 'application/msword', extensions: ['doc'], inline: false },
  xls: { contentType: 'application/vnd.ms-excel', extensions: ['xls'], inline: false },
  txt: { contentType: 'text/plain', extensions: ['txt'], inline: false },
};

export const IMAGE_KINDS: ReadonlySet<FileKind> = new Set(['jpg', 'png', 'gif', 'webp']);

export type Sniffed =
  | { kind: FileKind; contentType: string; image?: ImageSize }
  | { kind: 'encrypted' }
  | { kind: 'unknown' };

/** The kind a file name's extension claims, or undefined when uploads do not allow it. */
export function kindOfName(fileName: string): FileKind | undefined {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  return ext ? (Object.keys(KINDS) as FileKind[]).find((k) => KINDS[k].extensions.includes(ext)) : undefined;
}

const HEAD_BYTES = 256 * 1024; // a JPEG's dimensions can follow 64 KB of EXIF

export async function sniffFile(path: string): Promise<Sniffed> {
  const source = await openByteSource(path);
  try {
    const head = await source.read(0, Math.min(source.size, HEAD_BYTES));
    const image = imageKindOf(head);
    if (image) {
      const size = imageSize(image, head);
      return size ? { kind: image, contentType: KINDS[image].contentType, image: size } : { kind: 'unknown' };
    }
    if (head.toString('latin1', 0, 5) === '%PDF-') return { kind: 'pdf', contentType: KINDS.pdf.contentType };
    if (head.toString('latin1', 0, 4) === 'PK\u0003\u0004') return ooxmlKind(await zipPartNames(source));
    if (head.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'))) return legacyKind(await cfbStreamNames(source));
  } finally {
    await source.close();
  }
  const charset = await textCharset(path);
  return charset ? { kind: 'txt', contentType: `text/plain; charset=${charset}` } : { kind: 'unknown' };
}

/** The image kind of a file's first bytes, if any. */
export function imageKindOf(head: Buffer): ImageKind | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png';
  const six = head.toString('latin1', 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return 'gif';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

async function zipPartNames(source: Awaited<ReturnType<typeof openByteSource>>): Promise<Set<string>> {
  try {
    const directory = await readZipDirectory(source, new SizeBudget(4 * 1024 * 1024));
    return new Set(directory.entries.map((e) => e.name.replace(/^\//, '').toLowerCase()));
  } catch {
    return new Set();
  }
}

function ooxmlKind(parts: Set<string>): Sniffed {
  if (!parts.has('[content_types].xml')) return { kind: 'unknown' };
  const found = (['docx', 'xlsx', 'pptx'] as const).find((k) =>
    parts.has({ docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' }[k]),
  );
  return found ? { kind: found, contentType: KINDS[found].contentType } : { kind: 'unknown' };
}

function legacyKind(streams: string[]): Sniffed {
  const has = (name: string) => streams.some((s) => s.toLowerCase() === name.toLowerCase());
  if (has('EncryptedPackage')) return { kind: 'encrypted' };
  if (has('WordDocument')) return { kind: 'doc', contentType: KINDS.doc.contentType };
  if (has('Workbook') || has('Book')) return { kind: 'xls', contentType: KINDS.xls.contentType };
  return { kind: 'unknown' };
}

// C0 controls other than tab, LF, FF, CR and ESC, and DEL: not in a text file people write.
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f\u007f]/;

/** 'utf-8', 'utf-16' or 'gb18030' when the whole file decodes strictly as text in one of them; else null. */
async function textCharset(path: string): Promise<string | null> {
  for (const charset of ['utf-8', 'utf-16', 'gb18030']) {
    if (await decodesAs(path, charset)) return charset;
  }
  return null;
}

async function decodesAs(path: string, charset: string): Promise<boolean> {
  let first = true;
  let decoder: TextDecoder | undefined;
  try {
    for await (const chunk of createReadStream(path)) {
      const bytes = chunk as Buffer;
      if (first) {
        first = false;
        // UTF-16 only with its byte-order mark (Windows Notepad's "Unicode"): without it, any even-length
        // binary decodes.
        if (charset === 'utf-16') {
          const bom = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : undefined;
          if (!bom) return false;
          decoder = new TextDecoder(bom, { fatal: true });
        } else decoder = new TextDecoder(charset, { fatal: true });
      }
      if (CONTROL.test(decoder!.decode(bytes, { stream: true }))) return false;
    }
    return decoder !== undefined && !CONTROL.test(decoder.decode());
  } catch {
    return false;
  }
}
