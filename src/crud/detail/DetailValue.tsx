/** One field's value on the detail page, by type: labels, names, sanitised rich text, images, attachments. */
import type { FieldDef, ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { displayValue } from '../format/displayValue.ts';
import { sanitizeHtml } from '../format/sanitizeHtml.ts';
import { FileDownload } from '../files/FileDownload.tsx';
import { formatSize } from '../files/formatSize.ts';
import { ImagePreview } from '../files/ImagePreview.tsx';
import { useFileInfo } from '../files/useFileInfo.ts';
import { StatusBadge } from '../lifecycle/StatusBadge.tsx';
import type { WireRecord } from '../recordApi.ts';
import { RevealValue } from './RevealValue.tsx';
import { crudViews } from '../../../model/i18n/crudViews.ts';
import { crud } from '../../../model/i18n/crud.ts';

function Attachments({ ids }: { ids: readonly string[] }) {
  const infos = useFileInfo(ids);
  return (
    <ul className="flex flex-col gap-1">
      {ids.map((id, i) => (
        <li key={id} className="flex items-center gap-2">
          <FileDownload id={id} name={infos[i]?.fileName ?? id} />
          <span className="text-xs text-muted">{infos[i] ? formatSize(infos[i]!.size) : ''}</span>
        </li>
      ))}
    </ul>
  );
}

export function DetailValue({ def, field, record, canReveal }: { def: ResourceDef; field: FieldDef; record: WireRecord; canReveal: boolean }) {
  const t = useT(crud, crudViews);
  const value = record[field.name];
  const empty = <span className="text-muted">—</span>;
  if (field.name === def.lifecycle?.field) {
    const reason = record.statusReason;
    return (
      <span className="inline-flex items-center gap-2">
        <StatusBadge def={def} state={value} />
        {typeof reason === 'string' && reason ? <span className="text-muted">{t('crud.statusReason', { reason })}</span> : null}
      </span>
    );
  }
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return empty;
  switch (field.type) {
    case 'richText':
      return <div className="text-sm [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6" dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(value)) }} />;
    case 'image':
      return <ImagePreview id={String(value)} alt={t.label(field.label)} className="size-32" />;
    case 'files':
      return <Attachments ids={Array.isArray(value) ? value.map(String) : []} />;
  }
  const text = displayValue(field, record, t);
  if (field.sensitive && canReveal) return <RevealValue resource={def.name} id={record.id} field={field.name} masked={text} label={t.label(field.label)} />;
  return <span className="break-words whitespace-pre-wrap">{text}</span>;
}
