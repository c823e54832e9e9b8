/**
 * The one error type of the xlsx module: a stable code for programs, an English detail for logs and a zh-CN
 * `userMessage` that names the problem and the way out, so an importer can show it as it is.
 */

const USER_MESSAGES = {
  NOT_XLSX: '文件不是有效的 Excel（.xlsx）文件，请使用系统提供的导入模板，在 Excel 或 WPS 中保存为 .xlsx 后再导入',
  LEGACY_FORMAT: '文件是旧版 Excel（.xls）格式或设置了打开密码，请在 Excel 或 WPS 中另存为 .xlsx 格式（不设密码）后再导入',
  READ_FAILED: '文件读取失败，请重新上传',
  TRUNCATED: '文件不完整（可能上传中断或文件已损坏），请重新上传',
  CORRUPT: '文件已损坏，无法读取，请在 Excel 或 WPS 中打开并重新保存为 .xlsx 后再导入',
  UNSUPPORTED: '文件使用了不支持的压缩或加密方式，请在 Excel 或 WPS 中另存为 .xlsx 格式后再导入',
  TOO_LARGE: '文件内容超过 {limit} 的上限，请删除多余内容或拆分成多个文件分批导入',
  TOO_MANY_ROWS: '表格超过 {max} 行的上限，请拆分成多个文件分批导入',
  TOO_MANY_COLUMNS: '表格第 {row} 行超过 {max} 列的上限，请删除多余的列或使用系统提供的导入模板',
  SHEET_NOT_FOUND: '文件中没有名为“{name}”的工作表，请使用系统提供的导入模板',
  SHEET_FULL: '导出数据超过 Excel 单个工作表 1048576 行的上限，请缩小导出范围',
  SHEET_TOO_WIDE: '导出数据超过 Excel 单个工作表 16384 列的上限',
  INVALID_SHEET_NAME: '工作表名称“{name}”无效',
  WRITER_STATE: '导出文件生成失败，请重试',
  OUTPUT_FAILED: '导出中断（连接已断开或文件无法写入），请重新导出',
} as const;

export type XlsxErrorCode = keyof typeof USER_MESSAGES;

export class XlsxError extends Error {
  /** What the user is told (zh-CN), with the limits filled in. */
  readonly userMessage: string;

  constructor(
    readonly code: XlsxErrorCode,
    /** For logs: what exactly went wrong, in English. */
    detail: string,
    vars: Record<string, string | number> = {},
    /** The error this one explains, kept for the log. */
    options?: ErrorOptions,
  ) {
    super(`xlsx ${code}: ${detail}`, options);
    this.name = 'XlsxError';
    this.userMessage = USER_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, key: string) => String(vars[key] ?? whole));
  }
}

/** A byte count as users read it in a message: "256 MB". */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.floor(mb)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
