/**
 * Streaming .xlsx writer. Sheets are written one after another, each row going out as it is added; the
 * workbook's small parts follow at `finish()`. Memory stays bounded whatever the number of rows.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ByteSink } from './byteSink.ts';
import { DropdownLists, LIST_SHEET_NAME } from './dropdownLists.ts';
import { XlsxError } from './errors.ts';
import { SheetWriter, type SheetOptions } from './sheetWriter.ts';
import { STYLES_XML } from './stylesXml.ts';
import { contentTypesXml, ROOT_RELS_XML, sheetPath, workbookRelsXml, workbookXml, type SheetEntry } from './workbookParts.ts';
import { ZipWriter } from './zipWriter.ts';

export interface XlsxWriterOptions {
  /**
   * The wall clock that Date values are shown in, as minutes east of UTC: Excel has no time zones.
   * Default 480, China Standard Time (no daylight saving since 1991).
   */
  utcOffsetMinutes?: number;
  /** Deflate level, 1 (fastest) to 9 (smallest); default 3, which halves level 6's time for a 6% larger file. */
  compressionLevel?: number;
  /** For tests: sizes and offsets from this many bytes on are written as ZIP64 (default: where 32 bits end). */
  zip64Threshold?: number;
}

// Characters Excel forbids in a sheet name; "History" is reserved by Excel's change tracking.
const FORBIDDEN_IN_NAME = /[\\/?*[\]:]/;

export class XlsxWriter {
  readonly #out: Writable;
  readonly #path: string | null;
  readonly #zip: ZipWriter;
  readonly #utcOffsetMinutes: number;
  readonly #sheets: SheetEntry[] = [];
  readonly #lists = new DropdownLists();
  #current: SheetWriter | null = null;
  #done = false;

  constructor(output: Writable | string, options: XlsxWriterOptions = {}) {
    this.#path = typeof output === 'string' ? output : null;
    this.#out = typeof output === 'string' ? createWriteStream(output) : output;
    this.#utcOffsetMinutes = options.utcOffsetMinutes ?? 480;
    this.#zip = new ZipWriter(new ByteSink(this.#out), {
      level: options.compressionLevel,
      zip64Threshold: options.zip64Threshold,
    });
  }

  /** Starts a new sheet (closing the one before): rows go to it until the next sheet or `finish()`. */
  async addSheet(name: string, options: SheetOptions = {}): Promise<SheetWriter> {
    this.#checkOpen();
    this.#checkName(name);
    await this.#current?.close();
    const entry = await this.#zip.openEntry(sheetPath(this.#sheets.length));
    const sheet = new SheetWriter(entry, options, {
      selected: this.#sheets.length === 0,
      lists: this.#lists,
      utcOffsetMinutes: this.#utcOffsetMinutes,
    });
    this.#sheets.push({ name, hidden: false });
    this.#current = sheet;
    return sheet;
  }

  /** Closes the last sheet, writes the workbook parts and the zip directory, and ends the output. */
  async finish(): Promise<void> {
    this.#checkOpen();
    if (this.#sheets.length === 0) await this.addSheet('Sheet1');
    this.#done = true;
    await this.#current?.close();
    if (!this.#lists.isEmpty) {
      await this.#zip.addEntry(sheetPath(this.#sheets.length), this.#lists.sheetXml());
      this.#sheets.push({ name: LIST_SHEET_NAME, hidden: true });
    }
    await this.#zip.addEntry('xl/styles.xml', STYLES_XML);
    await this.#zip.addEntry('xl/workbook.xml', workbookXml(this.#sheets, this.#lists.definedNames()));
    await this.#zip.addEntry('xl/_rels/workbook.xml.rels', workbookRelsXml(this.#sheets.length));
    await this.#zip.addEntry('_rels/.rels', ROOT_RELS_XML);
    await this.#zip.addEntry('[Content_Types].xml', contentTypesXml(this.#sheets.length));
    await this.#zip.finish();
  }

  /**
   * Gives up: destroys the output (an HTTP download then fails visibly instead of delivering a truncated file)
   * and deletes the file when the writer was given a path. Call it when producing rows failed.
   */
  async abort(reason: Error = new XlsxError('WRITER_STATE', 'aborted')): Promise<void> {
    this.#done = true;
    if (!this.#out.destroyed) this.#out.destroy(reason);
    await finished(this.#out).catch(() => undefined);
    if (this.#path) await rm(this.#path, { force: true });
  }

  #checkOpen(): void {
    if (this.#done) throw new XlsxError('WRITER_STATE', 'the writer is finished or aborted');
  }

  #checkName(name: string): void {
    const problem =
      name.length === 0 || name.length > 31 ? 'must have 1 to 31 characters'
      : FORBIDDEN_IN_NAME.test(name) ? 'has a character out of \\ / ? * [ ] :'
      : name.startsWith("'") || name.endsWith("'") ? 'starts or ends with an apostrophe'
      : name.toLowerCase() === 'history' || name === LIST_SHEET_NAME ? 'is reserved'
      : this.#sheets.some((s) => s.name.toLowerCase() === name.toLowerCase()) ? 'is already used'
      : null;
    if (problem) throw new XlsxError('INVALID_SHEET_NAME', `sheet name ${JSON.stringify(name)} ${problem}`, { name });
  }
}

/** A streaming .xlsx writer to a stream (ended by `finish()`) or to a file path. */
export function createXlsxWriter(output: Writable | string, options: XlsxWriterOptions = {}): XlsxWriter {
  return new XlsxWriter(output, options);
}
