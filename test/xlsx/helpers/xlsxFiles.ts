/** Test helpers: build xlsx and zip files in memory, read them back whole, look inside their parts. */
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { ByteSink } from '../../../server/xlsx/byteSink.ts';
import { openByteSource } from '../../../server/xlsx/byteSource.ts';
import { crc32 } from '../../../server/xlsx/crc32.ts';
import { XlsxError, type XlsxErrorCode } from '../../../server/xlsx/errors.ts';
import {
  createXlsxWriter,
  readXlsx,
  type CellValue,
  type ReadXlsxOptions,
  type XlsxRow,
  type XlsxWriter,
  type XlsxWriterOptions,
} from '../../../server/xlsx/index.ts';
import { SizeBudget } from '../../../server/xlsx/sizeBudget.ts';
import { readZipDirectory } from '../../../server/xlsx/zipDirectory.ts';
import { zipEntryChunks } from '../../../server/xlsx/zipEntryChunks.ts';
import { ZipWriter, type ZipWriterOptions } from '../../../server/xlsx/zipWriter.ts';

/** A writable stream and the promise of everything written to it. */
export function collect(): { stream: PassThrough; bytes: Promise<Buffer> } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
  return { stream, bytes };
}

/** An .xlsx made by our writer, in memory. */
export async function writeXlsx(fill: (writer: XlsxWriter) => Promise<void>, options?: XlsxWriterOptions): Promise<Buffer> {
  const { stream, bytes } = collect();
  const writer = createXlsxWriter(stream, options);
  await fill(writer);
  await writer.finish();
  return bytes;
}

/** One sheet of the given rows (after an optional header), in memory. */
export function writeRows(rows: readonly (readonly CellValue[])[], options?: XlsxWriterOptions): Promise<Buffer> {
  return writeXlsx(async (writer) => {
    const sheet = await writer.addSheet('Sheet1');
    for (const row of rows) await sheet.addRow(row);
  }, options);
}

/** Every row of a sheet, and the merged ranges reported at the end. */
export async function readAll(input: string | Buffer, options?: ReadXlsxOptions): Promise<{ rows: XlsxRow[]; merged: string[] }> {
  const reader = readXlsx(input, options);
  const rows: XlsxRow[] = [];
  for await (const row of reader) rows.push(row);
  return { rows, merged: [...reader.mergedRanges] };
}

/** The values of every row, for comparisons that ignore row numbers and formulas. */
export async function readValues(input: string | Buffer, options?: ReadXlsxOptions): Promise<unknown[][]> {
  return (await readAll(input, options)).rows.map((r) => r.values);
}

/** A zip of the given entries made by our zip writer (deflated, data descriptors). */
export async function zipOf(files: Record<string, string | Buffer>, options?: ZipWriterOptions): Promise<Buffer> {
  const { stream, bytes } = collect();
  const zip = new ZipWriter(new ByteSink(stream), options);
  for (const [name, content] of Object.entries(files)) await zip.addEntry(name, content);
  await zip.finish();
  return bytes;
}

/** A zip of stored (uncompressed) entries with sizes in the local headers, as some tools write them. */
export function storedZipOf(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(10, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a minimal workbook around one hand-written `<sheetData>` (and optional other parts). */
export function workbookParts(sheetData: string, extra: { sharedStrings?: string; styles?: string; workbookPr?: string } = {}): Record<string, string> {
  const rels = [`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`];
  const parts: Record<string, string> = {};
  if (extra.sharedStrings !== undefined) {
    rels.push(`<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
    parts['xl/sharedStrings.xml'] = `<sst xmlns="${NS}">${extra.sharedStrings}</sst>`;
  }
  if (extra.styles !== undefined) {
    rels.push(`<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>`);
    parts['xl/styles.xml'] = `<styleSheet xmlns="${NS}">${extra.styles}</styleSheet>`;
  }
  return {
    '_rels/.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${NS}" xmlns:r="${REL}">${extra.workbookPr ?? ''}<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${NS}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ...parts,
  };
}

/** The text of one part of a zip in memory. */
export async function partText(zip: Buffer, name: string): Promise<string> {
  const source = await openByteSource(zip);
  const budget = new SizeBudget(Number.MAX_SAFE_INTEGER);
  const entry = (await readZipDirectory(source, budget)).find(name);
  assert.ok(entry, `no part ${name}`);
  const chunks: Buffer[] = [];
  for await (const chunk of zipEntryChunks(source, entry, budget)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Asserts that `action` fails with an XlsxError of `code`, and returns it for more checks. */
export async function expectXlsxError(action: () => Promise<unknown>, code: XlsxErrorCode): Promise<XlsxError> {
  try {
    await action();
  } catch (error) {
    assert.ok(error instanceof XlsxError, `expected an XlsxError, got ${String(error)}`);
    assert.equal(error.code, code, error.message);
    return error;
  }
  assert.fail(`expected an XlsxError ${code}, but it succeeded`);
}
