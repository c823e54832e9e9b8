/**
 * The error-log dialog (spec sections 2 and 8), opened from its header button (ErrorLogButton.tsx): the
 * local entries (type, address, message, stack, time), newest first, with upload to the server and clear,
 * each after its confirmation (errorLogActions.ts).
 */
import { cloneElement, useState } from 'react';
import { useT } from '../i18n/locale.ts';
import { errorLog } from '../store/errorLog.ts';
import { clearErrorLog, uploadErrorLog } from '../store/errorLogActions.ts';
import { useStore } from '../store/useStore.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import type { TriggerProp } from '../ui/OnDemand.tsx';
import { shell } from '../../model/i18n/shell.ts';
import { shellViews } from '../../model/i18n/shellViews.ts';

export function ErrorLogDialog({ trigger }: TriggerProp) {
  const t = useT(shell, shellViews);
  const [open, setOpen] = useState(false);
  const entries = useStore(errorLog, (s) => s.entries);
  const empty = entries.length === 0;
  return (
    <>
      {cloneElement(trigger, { onClick: () => setOpen(true) })}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('shell.errorLog')}
        closeLabel={t('shell.errorLog.close')}
        className="w-[960px]"
        footer={
          <>
            <Button variant="danger" disabled={empty} onClick={() => void clearErrorLog()}>{t('shell.errorLog.clear')}</Button>
            <Button variant="primary" disabled={empty} onClick={() => void uploadErrorLog()}>{t('shell.errorLog.upload')}</Button>
          </>
        }
      >
        {empty ? (
          <p className="py-8 text-center text-sm text-muted">{t('shell.errorLog.empty')}</p>
        ) : (
          <table className="w-full table-fixed border-collapse text-left text-xs">
            <caption className="sr-only">{t('shell.errorLog')}</caption>
            <thead className="bg-canvas text-muted">
              <tr>
                <th scope="col" className="w-28 p-2">{t('shell.errorLog.type')}</th>
                <th scope="col" className="w-44 p-2">{t('shell.errorLog.url')}</th>
                <th scope="col" className="p-2">{t('shell.errorLog.message')}</th>
                <th scope="col" className="w-24 p-2">{t('shell.errorLog.stack')}</th>
                <th scope="col" className="w-36 p-2">{t('shell.errorLog.time')}</th>
              </tr>
            </thead>
            <tbody>
              {[...entries].reverse().map((entry, i) => (
                <tr key={`${entry.time}-${i}`} className="border-t border-line align-top">
                  <td className="p-2 break-all">{entry.type}</td>
                  <td className="p-2 break-all">{entry.url}</td>
                  <td className="p-2 break-words">{entry.message}</td>
                  <td className="p-2">
                    {entry.stack ? (
                      <details>
                        <summary className="cursor-pointer text-primary">{t('shell.errorLog.showStack')}</summary>
                        <pre className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap break-all">{entry.stack}</pre>
                      </details>
                    ) : null}
                  </td>
                  <td className="p-2">{new Date(entry.time).toLocaleString(t.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Dialog>
    </>
  );
}
