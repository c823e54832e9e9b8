/** The input of one form field, chosen by its declared type (docs/crud.md, "Form"). */
import type { FieldDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { Input, Textarea } from '../../ui/input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { DictPicker } from '../dictionaries/DictPicker.tsx';
import { FilesInput } from '../files/FilesInput.tsx';
import { ImageInput } from '../files/ImageInput.tsx';
import { OrgPicker } from '../org/OrgPicker.tsx';
import { RecordPicker } from '../pickers/RecordPicker.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

export interface FieldInputProps {
  field: FieldDef;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  ids: { id: string; describedBy: string | undefined; invalid: boolean };
  disabled: boolean;
  /** The stored record (edit): names of its organisations and users. */
  record: Readonly<Record<string, unknown>> | undefined;
}

/** Native input types and keyboards of the text-like fields. */
const TEXT_INPUTS: Partial<Record<FieldDef['type'], { type: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url' }>> = {
  integer: { type: 'text', inputMode: 'numeric' },
  decimal: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
  month: { type: 'month' },
  datetime: { type: 'datetime-local' },
  mobile: { type: 'tel', inputMode: 'tel' },
  phone: { type: 'tel', inputMode: 'tel' },
  email: { type: 'email', inputMode: 'email' },
  url: { type: 'url', inputMode: 'url' },
};

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const one = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const single = (value: unknown): string[] => {
  const v = one(value);
  return v ? [v] : [];
};

export function FieldInput({ field, value, onChange, onBlur, ids, disabled, record }: FieldInputProps) {
  const t = useT();
  const label = t.label(field.label);
  const placeholder = field.placeholder ? t.label(field.placeholder) : undefined;
  const aria = { id: ids.id, 'aria-describedby': ids.describedBy, 'aria-invalid': ids.invalid || undefined };
  const picker = { id: ids.id, invalid: ids.invalid, disabled, onBlur, clearable: !field.required, ...(ids.describedBy ? { 'aria-describedby': ids.describedBy } : {}) };
  switch (field.type) {
    case 'longText':
      return <Textarea {...aria} disabled={disabled} maxLength={field.maxLength} placeholder={placeholder} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />;
    case 'richText':
      return <RichTextEditor id={ids.id} label={label} describedBy={ids.describedBy} invalid={ids.invalid} disabled={disabled} value={String(value ?? '')} onChange={onChange} onBlur={onBlur} />;
    case 'boolean':
      return (
        <Switch
          id={ids.id}
          aria-describedby={ids.describedBy}
          disabled={disabled}
          checked={value === true}
          onCheckedChange={(on) => {
            onChange(on);
            onBlur();
          }}
        />
      );
    case 'dict':
    case 'dicts':
      if (!field.dict) break;
      return <DictPicker {...picker} dict={field.dict} multiple={field.type === 'dicts'} placeholder={placeholder} value={field.type === 'dicts' ? list(value) : single(value)} onChange={(v) => onChange(field.type === 'dicts' ? v : (v[0] ?? null))} />;
    case 'org':
    case 'orgs': {
      const multiple = field.type === 'orgs';
      const names = multiple ? record?.[`${field.name}Names`] : record?.[`${field.name}Name`];
      return (
        <OrgPicker
          {...picker}
          multiple={multiple}
          placeholder={placeholder}
          names={Array.isArray(names) ? names.map(String) : typeof names === 'string' ? [names] : []}
          value={multiple ? list(value) : single(value)}
          onChange={(v) => onChange(multiple ? v : (v[0] ?? null))}
        />
      );
    }
    case 'users': {
      const names = record?.[`${field.name}Names`];
      return (
        <RecordPicker
          {...picker}
          field={field}
          placeholder={placeholder}
          value={null}
          onChange={() => undefined}
          several={{ values: list(value), names: Array.isArray(names) ? names.map(String) : [], onChange }}
        />
      );
    }
    case 'user':
    case 'ref': {
      const name = record?.[`${field.name}Name`];
      return <RecordPicker {...picker} field={field} placeholder={placeholder} name={typeof name === 'string' ? name : null} value={one(value)} onChange={onChange} />;
    }
    case 'image':
      return <ImageInput id={ids.id} describedBy={ids.describedBy} label={label} disabled={disabled} value={one(value)} onChange={(v) => { onChange(v); onBlur(); }} />;
    case 'files':
      return <FilesInput id={ids.id} describedBy={ids.describedBy} disabled={disabled} value={list(value)} onChange={(v) => { onChange(v); onBlur(); }} />;
  }
  const native = TEXT_INPUTS[field.type] ?? { type: 'text' };
  return (
    <Input
      {...aria}
      type={native.type}
      inputMode={native.inputMode}
      disabled={disabled}
      maxLength={field.maxLength}
      placeholder={placeholder}
      autoComplete="off"
      value={String(value ?? '')}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
