/** A row's actions: detail, edit (when the user may and the record's state allows), delete, lifecycle moves. */
import type { ListView, ResourceDef, Transition } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { AppLink } from '../../router/AppLink.tsx';
import { allowedTransitions } from '../lifecycle/useTransitions.tsx';
import type { WireRecord } from '../recordApi.ts';
import type { Can, Me } from '../usePermissions.ts';
import { isEditable } from '../lifecycle/isEditable.ts';
import { crud } from '../../../model/i18n/crud.ts';

export interface RowActionsProps {
  def: ResourceDef;
  record: WireRecord;
  basePath: string;
  /** Where 详情 leads. */
  detailPath(id: string): string;
  can: Can;
  /** Who the user is, for a reviewed lifecycle (their own items, the items they may decide). */
  me: Me;
  /** The declaration's views of one record the user may open (ListView `perRecord`). */
  views?: readonly ListView[];
  onDelete(record: WireRecord): void;
  onTransition(record: WireRecord, move: Transition): void;
}

export function RowActions({ def, record, basePath, detailPath, can, me, views = [], onDelete, onTransition }: RowActionsProps) {
  const t = useT(crud);
  const title = String(record[def.titleField] ?? '');
  const id = encodeURIComponent(record.id);
  return (
    <span className="inline-flex items-center gap-1">
      <AppLink to={detailPath(record.id)} aria-label={t('crud.detailOf', { title })} className="text-primary hover:underline px-1">
        {t('crud.detail')}
      </AppLink>
      {can(def.permissions.edit) && isEditable(def, record, me) ? (
        <AppLink to={`${basePath}/Edit/${id}`} aria-label={t('crud.editOf', { title })} className="text-primary hover:underline px-1">
          {t('crud.edit')}
        </AppLink>
      ) : null}
      {views
        .filter((v) => !v.states || !def.lifecycle || v.states.includes(String(record[def.lifecycle.field])))
        .map((v) => (
          <AppLink key={v.path} to={`${basePath}/${v.path}?id=${id}`} className="text-primary hover:underline px-1">
            {t.label(v.label)}
          </AppLink>
        ))}
      {allowedTransitions(def, record, can, me).map((move) => (
        <Button key={move.name} size="sm" variant="link" onClick={() => onTransition(record, move)}>
          {t.label(move.label)}
        </Button>
      ))}
      {can(def.permissions.delete) ? (
        <Button size="sm" variant="link" className="text-danger" aria-label={t('crud.deleteOf', { title })} onClick={() => onDelete(record)}>
          {t('crud.delete')}
        </Button>
      ) : null}
    </span>
  );
}
