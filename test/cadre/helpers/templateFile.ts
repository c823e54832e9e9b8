/** Builds filled-in collection templates (and other sheets) in memory for the import tests. */
import { writeXlsx } from '../../xlsx/helpers/xlsxFiles.ts';
import type { CellValue } from '../../../server/xlsx/index.ts';

export const HEADERS = ['序号', '姓名', '手机号码', '人员类别', '职务(职级)', '组织区域', '性别', '出生日期', '民族', '籍贯', '政治面貌', '入党时间', '文化程度', '职称', '单位全称', '身份证号码'];

/** One row of the template for a person, with overrides by header. */
export function templateRow(n: number, idCard: string, over: Record<string, CellValue> = {}): CellValue[] {
  const row: Record<string, CellValue> = {
    序号: n, 姓名: `导入${n}号`, 手机号码: '13805710001', 人员类别: '公务员(含参公)', '职务(职级)': '县处级副职', 组织区域: '杭州市', 性别: '', 出生日期: '',
    民族: '汉族', 籍贯: '浙江杭州', 政治面貌: '中共党员', 入党时间: '1975.07', 文化程度: '本科', 职称: '', 单位全称: '西湖区教育局', 身份证号码: idCard, ...over,
  };
  return HEADERS.map((h) => row[h]);
}

export async function sheet(rows: CellValue[][], headers: string[] = HEADERS): Promise<string> {
  const buffer = await writeXlsx(async (writer) => {
    const s = await writer.addSheet('信息收集', { columns: headers.map((header) => ({ header })) });
    for (const row of rows) await s.addRow(row);
  });
  return buffer.toString('base64');
}
