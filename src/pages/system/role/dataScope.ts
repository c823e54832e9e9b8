/** The five data scopes of a role (model/resources/role.ts) as people read them, widest first. */
import { DATA_SCOPES, type DataScopeKind } from '../../../../model/resources/role.ts';
import type { Translate } from '../../../i18n/locale.ts';
import type { systemPages } from '../../../../model/i18n/systemPages.ts';
import type { Option } from '../../../ui/select.tsx';

export function dataScopeLabel(t: Translate<keyof typeof systemPages>, kind: unknown): string {
  return DATA_SCOPES.includes(kind as DataScopeKind) ? t(`systemPages.role.scope.${kind as DataScopeKind}`) : String(kind ?? '');
}

export function dataScopeOptions(t: Translate<keyof typeof systemPages>): Option[] {
  return DATA_SCOPES.map((kind) => ({ value: kind, label: dataScopeLabel(t, kind) }));
}
