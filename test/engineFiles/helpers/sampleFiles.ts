/**
 * Small real files of every kind uploads allow, made byte by byte: enough of each format for its content
 * to be recognised as what it is (headers, dimensions, zip parts, compound-file streams).
 */
import { writeRows, zipOf } from '../../xlsx/helpers/xlsxFiles.ts';

export function png(width = 1, height = 1): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(6, 17);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.from('0000000049454e44ae426082', 'hex')]);
}

export function jpeg(width = 2, height = 3): Buffer {
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof.writeUInt8(8, 4);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from('ffd8', 'hex'), app0, sof, Buffer.from('ffd9', 'hex')]);
}

export function gif(): Buffer {
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([4, 0, 5, 0, 0, 0, 0]), Buffer.from('3b', 'hex')]);
}

export function webp(): Buffer {
  const body = Buffer.alloc(18);
  body.write('VP8X', 0, 'latin1');
  body.writeUInt32LE(10, 4);
  body.writeUIntLE(6, 12, 3); // width - 1
  body.writeUIntLE(7, 15, 3); // height - 1
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + body.length, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}

export const pdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

export function docx(): Promise<Buffer> {
  return zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
}

export function pptx(): Promise<Buffer> {
  return zipOf({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p:presentation/>' });
}

export const xlsx = (): Promise<Buffer> => writeRows([['姓名'], ['张三']]);

/** A compound file (sector size 512) whose directory holds the root and one stream of that name. */
export function compoundFile(stream: string): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  const directory = Buffer.alloc(512, 0);
  const entry = (index: number, name: string, type: number) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    directory.writeUInt8(type, at + 0x42);
  };
  entry(0, 'Root Entry', 5);
  entry(1, stream, 2);
  return Buffer.concat([header, fat, directory]);
}
