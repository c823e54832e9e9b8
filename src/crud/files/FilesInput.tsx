/** A file-list field: the attached files (download, remove) and more to upload, several at once. */
import { useRef } from 'react';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { formatSize } from './formatSize.ts';
import { FileDownload } from './FileDownload.tsx';
import { useFileInfo } from './useFileInfo.ts';
import { useUpload } from './useUpload.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export interface FilesInputProps {
  value: readonly string[];
  onChange(value: string[]): void;
  id: string;
  describedBy: string | undefined;
  disabled?: boolean;
}

export function FilesInput({ value, onChange, id, describedBy, disabled }: FilesInputProps) {
  const t = useT(crudViews);
  const input = useRef<HTMLInputElement>(null);
  const infos = useFileInfo(value);
  const { upload, uploading } = useUpload();

  async function add(files: FileList | null) {
    if (!files?.length) return;
    const saved = await upload([...files]);
    if (saved.length) onChange([...value, ...saved.map((f) => f.id).filter((fid) => !value.includes(fid))]);
  }

  return (
    <div className="flex flex-col gap-2">
      {value.length ? (
        <ul className="flex flex-col divide-y divide-line rounded border border-line text-sm">
          {value.map((fileId, i) => {
            const info = infos[i];
            const name = info?.fileName ?? fileId;
            return (
              <li key={fileId} className="flex items-center gap-2 px-2 py-1">
                <FileDownload id={fileId} name={name} />
                <span className="text-xs text-muted">{info ? formatSize(info.size) : ''}</span>
                <span className="flex-1" />
                {!disabled ? (
                  <Button size="sm" variant="link" className="text-danger" aria-label={t('crud.removeFile', { name })} onClick={() => onChange(value.filter((v) => v !== fileId))}>
                    {t('crud.remove')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {uploading.length ? <p aria-live="polite" className="text-xs text-muted">{t('crud.uploadingFiles', { names: uploading.join('、') })}</p> : null}
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        aria-describedby={describedBy}
        disabled={disabled}
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = '';
        }}
      />
      <div>
        <Button size="sm" disabled={disabled || uploading.length > 0} onClick={() => input.current?.click()}>
          {t('crud.addFiles')}
        </Button>
      </div>
    </div>
  );
}
