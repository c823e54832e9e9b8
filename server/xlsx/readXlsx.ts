/**
 * Streaming .xlsx reader: rows of one worksheet as an async iterator. The sheet is inflated and tokenized
 * chunk by chunk, so its XML is never one string; the shared strings are loaded whole, within the size limit.
 */
import { openByteSource } from './byteSource.ts';
import { MAX_COLUMNS, MAX_ROWS } from './cellRef.ts';
import { XlsxError } from './errors.ts';
import { readDateStyles } from './readDateStyles.ts';
import { readSharedStrings } from './readSharedStrings.ts';
import { readWorkbook, type WorkbookInfo, type WorkbookSheet } from './readWorkbook.ts';
import { SheetRowsHandler, type XlsxRow } from './sheetRowsHandler.ts';
import { SizeBudget } from './sizeBudget.ts';
import { XlsxPackage } from './xlsxPackage.ts';
import { feedXml } from './xmlTokenizer.ts';
import { readZipDirectory } from './zipDirectory.ts';

export interface ReadXlsxOptions {
  /** The sheet to read, by name (case-insensitive). Default: the first visible worksheet. */
  sheet?: string;
  /** The most bytes inflated in all (directory, workbook, styles, shared strings, sheet). Default 256 MiB. */
  maxUncompressedBytes?: number;
  /** The most non-empty rows, the header included. Default 1 048 576, Excel's own limit. */
  maxRows?: number;
  /**
   * The most columns holding a value (formatted empty cells do not count). Default 1024: a row is a dense
   * array up to its last value, so this bounds the memory of the rows of one inflated chunk.
   */
  maxColumns?: number;
}

export interface XlsxReader extends AsyncIterable<XlsxRow> {
  /**
   * The merged ranges of the sheet ("A1:C1"). A worksheet lists them after its rows, so this is complete
   * only once the iteration has ended.
   */
  readonly mergedRanges: readonly string[];
}

export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 256 * 1024 * 1024;
export const DEFAULT_MAX_COLUMNS = 1024;

/** Rows of one sheet of an .xlsx file or buffer; every failure is an `XlsxError` with a zh-CN user message. */
export function readXlsx(input: string | Buffer, options: ReadXlsxOptions = {}): XlsxReader {
  const mergedRanges: string[] = [];
  return {
    mergedRanges,
    [Symbol.asyncIterator]: () => readRows(input, options, mergedRanges),
  };
}

function pickSheet(book: WorkbookInfo, name: string | undefined): WorkbookSheet {
  if (name === undefined) return book.sheets.find((s) => !s.hidden) ?? book.sheets[0]!;
  const sheet = book.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  if (!sheet) throw new XlsxError('SHEET_NOT_FOUND', `no sheet named ${JSON.stringify(name)}`, { name });
  return sheet;
}

async function* readRows(input: string | Buffer, options: ReadXlsxOptions, mergedRanges: string[]): AsyncGenerator<XlsxRow> {
  const source = await openByteSource(input);
  try {
    const budget = new SizeBudget(options.maxUncompressedBytes ?? DEFAULT_MAX_UNCOMPRESSED_BYTES);
    const pkg = new XlsxPackage(source, await readZipDirectory(source, budget), budget);
    const book = await readWorkbook(pkg);
    const sheet = pickSheet(book, options.sheet);
    const handler = new SheetRowsHandler({
      sharedStrings: book.sharedStringsPath ? await readSharedStrings(pkg, book.sharedStringsPath) : [],
      dateStyles: book.stylesPath ? await readDateStyles(pkg, book.stylesPath) : [],
      date1904: book.date1904,
      maxRows: options.maxRows ?? MAX_ROWS,
      maxColumns: Math.min(options.maxColumns ?? DEFAULT_MAX_COLUMNS, MAX_COLUMNS),
      mergedRanges,
    });
    for await (const _ of feedXml(pkg.chunks(sheet.path), handler)) yield* handler.takeRows();
    yield* handler.takeRows();
  } catch (error) {
    if (error instanceof XlsxError) throw error;
    throw new XlsxError('CORRUPT', (error as Error).message, {}, { cause: error });
  } finally {
    await source.close();
  }
}
