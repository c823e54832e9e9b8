/**
 * The problems of an import, one line each as the server words them: 第3行“身份证号码”：身份证号校验位不正确.
 * The server lists at most `limit` of them (200 in its answer, 1 000 in the record).
 */
import { useT } from '../../../i18n/locale.ts';
import type { RowProblem } from './cadreImportApi.ts';
import { cadre } from '../../../../model/i18n/cadre.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export function ImportProblems({ problems, limit }: { problems: readonly RowProblem[]; limit: number }) {
  const t = useT(cadre, cadrePages);
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-ink">{t('cadrePages.import.problems', { count: problems.length })}</h2>
      <ul aria-label={t('cadrePages.import.problemList')} className="max-h-[50vh] overflow-auto rounded border border-danger/40 bg-surface text-sm">
        {problems.map((p, i) => (
          <li key={`${p.row}-${i}`} className="border-b border-line px-3 py-2 last:border-b-0">
            {p.text ?? t('cadre.rowError', { row: p.row, label: p.column, message: p.message })}
          </li>
        ))}
      </ul>
      {problems.length >= limit ? <p className="text-xs text-muted">{t('cadrePages.import.firstProblems', { shown: problems.length })}</p> : null}
    </div>
  );
}
