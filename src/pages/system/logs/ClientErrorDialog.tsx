/** One uploaded browser error in full: where and when it happened, who uploaded it, its message, stack and details. */
import { clientErrorLog } from '../../../../model/resources/logs.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { displayValue } from '../../../crud/format/displayValue.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

const LONG = new Set(['stack', 'info', 'message', 'url']);

export function ClientErrorDialog({ entry, onClose }: { entry: WireRecord | null; onClose(): void }) {
  const t = useT(crud, crudViews, systemPages);
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t('crud.close')}
      title={t('systemPages.log.clientErrorTitle')}
      className="w-[800px]"
      footer={<Button onClick={onClose}>{t('crud.close')}</Button>}
    >
      {entry ? (
        <dl className="grid grid-cols-1 gap-3 text-sm">
          {clientErrorLog.fields.map((field) => {
            const value = displayValue(field, entry, t);
            return (
              <div key={field.name}>
                <dt className="text-muted">{t.label(field.label)}</dt>
                <dd className="mt-0.5 text-ink">
                  {LONG.has(field.name) && value ? (
                    <pre className="max-h-60 overflow-auto rounded bg-canvas p-2 text-xs break-all whitespace-pre-wrap">{value}</pre>
                  ) : (
                    value || '—'
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </Dialog>
  );
}
