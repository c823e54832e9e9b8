/** Uploads files one after another (with a browser-made thumbnail for images), tracking what is in flight. */
import { useState } from 'react';
import type { FileMeta } from '../../../model/fileMeta.ts';
import { uploadFile } from '../../http/api/files.ts';
import { makeThumbnail } from './makeThumbnail.ts';
import { rememberFile } from './useFileInfo.ts';

export function useUpload() {
  const [uploading, setUploading] = useState<string[]>([]);

  /** The stored files, in order; files that failed are left out (the request layer said why). */
  async function upload(files: readonly File[]): Promise<FileMeta[]> {
    const stored: FileMeta[] = [];
    for (const file of files) {
      setUploading((u) => [...u, file.name]);
      try {
        const thumbnail = await makeThumbnail(file);
        const saved = await uploadFile(file, thumbnail ? { thumbnail } : {});
        rememberFile(saved);
        stored.push(saved);
      } catch {
        // Next file: one refused file does not stop the others.
      } finally {
        setUploading((u) => {
          const at = u.indexOf(file.name);
          return at < 0 ? u : [...u.slice(0, at), ...u.slice(at + 1)];
        });
      }
    }
    return stored;
  }

  return { upload, uploading };
}
