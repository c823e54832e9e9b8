/**
 * The codes the logs store, as people read them: sign-in results, methods and reasons
 * (server/areas/auth/loginLog.ts), the operation log's actions and the kinds of record it names (engine
 * resources by their names, RESOURCE_LABELS; the system area's records by their declarations). Unknown
 * codes show as they are.
 */
import type { ResourceDef } from '../../../../model/resource/types.ts';
import { dictionaryItem, dictionaryType } from '../../../../model/resources/dictionaryType.ts';
import { organization } from '../../../../model/resources/organization.ts';
import { role } from '../../../../model/resources/role.ts';
import { users } from '../../../../model/resources/users.ts';
import { loadResource } from '../../../crud/loadResource.ts';
import { RESOURCE_LABELS } from '../../../crud/resourceLabels.precomputed.ts';
import type { Translate } from '../../../i18n/locale.ts';
import type { Option } from '../../../ui/select.tsx';
import type { crud } from '../../../../model/i18n/crud.ts';
import type { systemPages } from '../../../../model/i18n/systemPages.ts';

type LogTranslate = Translate<keyof typeof systemPages | keyof typeof crud>;

const RESULTS = ['success', 'failure', 'captcha', 'locked', 'unlocked', 'rate_limited', 'second_factor', 'logout'] as const;
const METHODS = ['password', 'sms', 'social', 'sso', 'refresh', 'logout', 'admin'] as const;
const REASONS = [
  'wrong_password', 'unknown_user', 'disabled', 'refresh_reuse', 'no_mobile', 'wrong_sms_code', 'ip_limit', 'account_limit', 'bad_sso_code', 'unbound',
  'captcha_missing', 'captcha_wrong', 'slowed', 'max_failures', 'while_locked', 'owner', 'admin', 'password_reset',
] as const;
const ACTIONS = ['create', 'update', 'delete', 'restore', 'purge', 'transition', 'reveal', 'export', 'import'] as const;

/** The system area's records in the operation log (server/areas/system), by the name it logs them under. */
const SYSTEM_RECORDS: Readonly<Record<string, ResourceDef>> = { role, users, organization, dictionary: dictionaryType };
/** Records the log names that have no declaration. */
const UNDECLARED = ['rule', 'onlineUser'] as const;

function known<T extends string>(list: readonly T[], code: unknown): code is T {
  return list.includes(code as T);
}

const text = (code: unknown) => (code === null || code === undefined ? '' : String(code));

export function loginResultLabel(t: LogTranslate, code: unknown): string {
  return known(RESULTS, code) ? t(`systemPages.log.result.${code}`) : text(code);
}

export function loginMethodLabel(t: LogTranslate, code: unknown): string {
  return known(METHODS, code) ? t(`systemPages.log.method.${code}`) : text(code);
}

export function loginReasonLabel(t: LogTranslate, code: unknown): string {
  return known(REASONS, code) ? t(`systemPages.log.reason.${code}`) : text(code);
}

export function actionLabel(t: LogTranslate, code: unknown): string {
  return known(ACTIONS, code) ? t(`crud.action.${code}`) : text(code);
}

/**
 * The declaration of a logged record: a dictionary entry whose id is `type:code` is an item; an engine
 * resource's is loaded (none when it cannot be: the entry then shows the fields' names).
 */
export async function loadLoggedDef(resource: string, recordId?: string | null): Promise<ResourceDef | undefined> {
  if (resource === 'dictionary' && recordId?.includes(':')) return dictionaryItem;
  if (SYSTEM_RECORDS[resource]) return SYSTEM_RECORDS[resource];
  return RESOURCE_LABELS[resource] ? loadResource(resource).catch(() => undefined) : undefined;
}

export function resourceLabel(t: LogTranslate, name: unknown): string {
  if (known(UNDECLARED, name)) return t(`systemPages.log.resource.${name}`);
  const label = typeof name === 'string' ? (SYSTEM_RECORDS[name] ?? RESOURCE_LABELS[name])?.label : undefined;
  return label ? t.label(label) : text(name);
}

export const loginResultOptions = (t: LogTranslate): Option[] => RESULTS.map((code) => ({ value: code, label: loginResultLabel(t, code) }));
export const loginMethodOptions = (t: LogTranslate): Option[] => METHODS.map((code) => ({ value: code, label: loginMethodLabel(t, code) }));
export const actionOptions = (t: LogTranslate): Option[] => ACTIONS.map((code) => ({ value: code, label: actionLabel(t, code) }));

export function resourceOptions(t: LogTranslate): Option[] {
  const names = [...Object.keys(SYSTEM_RECORDS), ...UNDECLARED, ...Object.keys(RESOURCE_LABELS)];
  return names.map((name) => ({ value: name, label: resourceLabel(t, name) }));
}
