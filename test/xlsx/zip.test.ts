import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { openByteSource } from '../../server/xlsx/byteSource.ts';
import { crc32, tableCrc32 } from '../../server/xlsx/crc32.ts';
import { SizeBudget } from '../../server/xlsx/sizeBudget.ts';
import { readZipDirectory } from '../../server/xlsx/zipDirectory.ts';
import { zipEntryChunks } from '../../server/xlsx/zipEntryChunks.ts';
import { readValues, storedZipOf, workbookParts, writeRows, zipOf } from './helpers/xlsxFiles.ts';

const SIG_ZIP64_END = Buffer.from([0x50, 0x4b, 0x06, 0x06]);
const SIG_ZIP64_LOCATOR = Buffer.from([0x50, 0x4b, 0x06, 0x07]);

async function directoryOf(zip: Buffer) {
  return readZipDirectory(await openByteSource(zip), new SizeBudget(Number.MAX_SAFE_INTEGER));
}

describe('zip layer', () => {
  it("computes the same CRC-32 with the table as with zlib's native one, also across chunks", () => {
    const data = randomBytes(100_003);
    assert.equal(tableCrc32(data), crc32(data));
    assert.equal(tableCrc32(data.subarray(50_000), tableCrc32(data.subarray(0, 50_000))), crc32(data));
    assert.equal(tableCrc32(Buffer.from('123456789')), 0xcbf43926, 'the standard check value');
  });

  it('writes ZIP64 sizes, offsets and end records past the threshold, and reads them back', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [i, `第${i}行`, i % 2 === 0]);
    const file = await writeRows(rows, { zip64Threshold: 1000 });
    assert.ok(file.includes(SIG_ZIP64_END), 'a ZIP64 end of central directory record');
    assert.ok(file.includes(SIG_ZIP64_LOCATOR), 'a ZIP64 locator');
    const directory = await directoryOf(file);
    const sheet = directory.find('xl/worksheets/sheet1.xml')!;
    assert.ok(sheet.uncompressedSize > 1000 && sheet.compressedSize > 1000, 'sizes from the ZIP64 extra field');
    assert.ok(directory.find('[Content_Types].xml')!.localHeaderOffset > 1000, 'offsets from the ZIP64 extra field');
    assert.deepEqual(await readValues(file), rows);
  });

  it('writes plain 32-bit records below the threshold', async () => {
    const file = await writeRows([['small']]);
    assert.ok(!file.includes(SIG_ZIP64_END));
    assert.ok(!file.includes(SIG_ZIP64_LOCATOR));
  });

  it('counts more than 65 535 entries through the ZIP64 end record', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 65_600; i++) files[`e/${i}.txt`] = `entry ${i}`;
    const zip = await zipOf(files);
    assert.equal(zip.readUInt16LE(zip.length - 22 + 10), 0xffff, 'the 16-bit count says "see ZIP64"');
    const directory = await directoryOf(zip);
    assert.equal(directory.entries.length, 65_600);
    const source = await openByteSource(zip);
    const last = directory.find('e/65599.txt')!;
    const chunks: Buffer[] = [];
    for await (const chunk of zipEntryChunks(source, last, new SizeBudget(1024))) chunks.push(chunk);
    assert.equal(Buffer.concat(chunks).toString(), 'entry 65599');
  });

  it('reads stored (uncompressed) entries', async () => {
    const zip = storedZipOf(workbookParts('<row r="1"><c r="A1" t="inlineStr"><is><t>stored</t></is></c></row>'));
    assert.equal((await directoryOf(zip)).entries[0]!.method, 0);
    assert.deepEqual(await readValues(zip), [['stored']]);
  });

  it('finds parts whatever the case of their names, as OPC part names are case-insensitive', async () => {
    const parts = workbookParts('<row r="1"><c r="A1"><v>1</v></c></row>');
    const renamed = Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name.replace('worksheets/sheet1', 'Worksheets/Sheet1'), xml]));
    assert.deepEqual(await readValues(await zipOf(renamed)), [[1]]);
  });
});
