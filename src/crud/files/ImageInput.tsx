/** An image field: a preview of the stored image (or of the one just chosen), choose another, remove. */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { ImagePreview } from './ImagePreview.tsx';
import { useUpload } from './useUpload.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export interface ImageInputProps {
  value: string | null;
  onChange(value: string | null): void;
  label: string;
  id: string;
  describedBy: string | undefined;
  disabled?: boolean;
}

export function ImageInput({ value, onChange, label, id, describedBy, disabled }: ImageInputProps) {
  const t = useT(crudViews);
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useUpload();
  // The chosen file itself, shown at once (no request) while it is the field's value.
  const [local, setLocal] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => () => {
    if (local) URL.revokeObjectURL(local.url);
  }, [local]);

  async function choose(file: File | undefined) {
    if (!file) return;
    const [saved] = await upload([file]);
    if (!saved) return;
    setLocal({ id: saved.id, url: URL.createObjectURL(file) });
    onChange(saved.id);
  }

  return (
    <div className="flex items-end gap-3">
      {value && local?.id === value ? (
        <img src={local.url} alt={label} className="size-24 rounded border border-line object-cover" />
      ) : value ? (
        <ImagePreview id={value} alt={label} />
      ) : (
        <div className="flex size-24 items-center justify-center rounded border border-dashed border-line text-xs text-muted">{t('crud.noImage')}</div>
      )}
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-describedby={describedBy}
          disabled={disabled}
          tabIndex={-1}
        className="sr-only"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button size="sm" disabled={disabled || uploading.length > 0} onClick={() => input.current?.click()}>
          {uploading.length ? t('crud.uploading') : value ? t('crud.replaceImage') : t('crud.chooseImage')}
        </Button>
        {value && !disabled ? (
          <Button size="sm" variant="link" className="text-danger" onClick={() => onChange(null)}>
            {t('crud.removeImage')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
