/** The rows of an uploaded import sheet as the server judged them: row number, new/changed/invalid, errors. */
import { fieldOf } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { cn } from '../../ui/cn.ts';
import type { ImportRow } from '../../http/api/imports.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

const TONE: Record<string, string> = { new: 'text-success', changed: 'text-primary', unchanged: 'text-muted', invalid: 'text-danger' };

export function ImportPreviewTable({ def, rows, total }: { def: ResourceDef; rows: readonly ImportRow[]; total: number }) {
  const t = useT(crud, crudViews);
  const fieldLabel = (name: string) => {
    const field = fieldOf(def, name);
    return field ? t.label(field.label) : name;
  };
  const status = (s: string) => (s === 'new' || s === 'changed' || s === 'unchanged' || s === 'invalid' ? t(`crud.importRow.${s}` as const) : s);
  return (
    <div className="max-h-80 overflow-auto rounded border border-line">
      <table aria-label={t('crud.importPreview')} className="w-full border-collapse text-sm">
        <thead className="sticky top-0 bg-canvas text-left">
          <tr>
            <th scope="col" className="w-16 px-2 py-1.5 font-medium">{t('crud.importRowNumber')}</th>
            <th scope="col" className="w-20 px-2 py-1.5 font-medium">{t('crud.importRowStatus')}</th>
            <th scope="col" className="px-2 py-1.5 font-medium">{t('crud.importRowErrors')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row} className="border-t border-line align-top">
              <td className="px-2 py-1.5">{r.row}</td>
              <td className={cn('px-2 py-1.5', TONE[r.status])}>{status(r.status)}</td>
              <td className="px-2 py-1.5">
                {r.errors.map((e, i) => (
                  <div key={i}>{e.field ? `${fieldLabel(e.field)}：${e.message}` : e.message}</div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > rows.length ? <p className="px-2 py-1.5 text-xs text-muted">{t('crud.importFirstRows', { shown: rows.length, total })}</p> : null}
    </div>
  );
}
