/** A role's data scope in words, with the organisations of a custom scope named from the org tree. */
import { useT } from '../../../i18n/locale.ts';
import { useOrgTree } from '../../../crud/org/orgTreeStore.ts';
import { dataScopeLabel } from './dataScope.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export function RoleScope({ dataScope, customOrgs }: { dataScope: unknown; customOrgs: unknown }) {
  const t = useT(systemPages);
  const tree = useOrgTree();
  const label = dataScopeLabel(t, dataScope);
  if (dataScope !== 'custom' || !Array.isArray(customOrgs) || customOrgs.length === 0) return <span title={label}>{label}</span>;
  const text = `${label}：${customOrgs.map((id) => tree.names.get(String(id)) ?? String(id)).join('、')}`;
  return <span title={text}>{text}</span>;
}
