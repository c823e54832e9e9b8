/** The level of an organisation (省, 市, 县（市、区）, 单位) as a small tag beside its name. */
import { useT } from '../../../i18n/locale.ts';
import type { OrgKind } from './orgApi.ts';
import { system } from '../../../../model/i18n/system.ts';

export function OrgKindTag({ kind }: { kind: OrgKind }) {
  const t = useT(system);
  return <span className="shrink-0 rounded border border-line px-1 text-xs font-normal text-muted">{t(`org.kind.${kind}`)}</span>;
}
