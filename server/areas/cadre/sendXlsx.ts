/**
 * Streams a one-sheet .xlsx download (reminders, statistics): rows are written as they come, and a failure
 * half-way aborts the download visibly rather than delivering half a file (docs/xlsx.md).
 */
import type { Ctx } from '../../http/router.ts';
import { contentDisposition } from '../../engine/contentDisposition.ts';
import { createXlsxWriter, type CellValue, type XlsxColumn } from '../../xlsx/index.ts';

export async function sendXlsx(ctx: Ctx, fileName: string, sheetName: string, columns: XlsxColumn[], rows: AsyncIterable<CellValue[]> | Iterable<CellValue[]>): Promise<void> {
  ctx.res.writeHead(200, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': contentDisposition('attachment', fileName),
    'Cache-Control': 'no-store',
  });
  const writer = createXlsxWriter(ctx.res);
  try {
    const sheet = await writer.addSheet(sheetName, { columns });
    for await (const row of rows) await sheet.addRow(row);
    await writer.finish();
  } catch (error) {
    await writer.abort(error as Error);
    throw error;
  }
}
