/**
 * The error log dialog's two actions (spec section 8), each after a confirmation: upload to the server
 * (确定上传本地日志到服务器? → 发送成功!, after which the uploaded entries leave the local log) and clear
 * (确定清空本地日志记录? → 清空成功!). The shell's dialog calls them; the texts are catalogue keys.
 */
import { zhTexts } from '../../model/i18n/index.ts';
import { http } from '../../model/i18n/http.ts';
import { uploadErrorLogs } from '../http/api/admin.ts';
import { RequestError } from '../http/errors.ts';
import { confirm as askInDialog } from '../ui/confirm.ts';
import { showToast, type ToastTone } from '../ui/toastStore.ts';
import { errorLog as defaultLog, redactEntry, type ErrorLog, type ErrorLogEntry } from './errorLog.ts';

const zh = zhTexts(http);

export interface ErrorLogActionDeps {
  log: ErrorLog;
  confirm(message: string): Promise<boolean>;
  notify(message: string, tone: ToastTone): void;
  send(entries: readonly ErrorLogEntry[]): Promise<void>;
}

const defaults: ErrorLogActionDeps = {
  log: defaultLog,
  confirm: askInDialog,
  notify: showToast,
  send: (entries) => uploadErrorLogs(entries),
};

/** True once uploaded; false when the user cancelled or the request failed (its message is already shown). */
export async function uploadErrorLog(deps: Partial<ErrorLogActionDeps> = {}): Promise<boolean> {
  const { log, confirm, notify, send } = { ...defaults, ...deps };
  if (!(await confirm(zh('errorLog.uploadConfirm')))) return false;
  const sent = log.getState().entries;
  try {
    await send(sent.map(redactEntry));
  } catch (error) {
    if (error instanceof RequestError) return false;
    throw error;
  }
  // Entries added while the upload was in flight stay for the next one.
  log.setState((state) => ({ entries: state.entries.filter((entry) => !sent.includes(entry)) }));
  notify(zh('errorLog.uploadDone'), 'success');
  return true;
}

/** True once cleared; false when the user cancelled. */
export async function clearErrorLog(deps: Partial<ErrorLogActionDeps> = {}): Promise<boolean> {
  const { log, confirm, notify } = { ...defaults, ...deps };
  if (!(await confirm(zh('errorLog.clearConfirm')))) return false;
  log.clear();
  notify(zh('errorLog.clearDone'), 'success');
  return true;
}
