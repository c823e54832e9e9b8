/**
 * What is known about stored files (name, size, type, thumbnail), read once per file and page: a form or
 * a detail page lists a record's attachments by id.
 */
import { useEffect, useState } from 'react';
import type { FileMeta } from '../../../model/fileMeta.ts';
import { fileMeta } from '../../http/api/files.ts';

const known = new Map<string, Promise<FileMeta | null>>();

/** Remembers a file just uploaded, so that listing it costs no request. */
export function rememberFile(file: FileMeta): void {
  known.set(file.id, Promise.resolve(file));
}

function info(id: string): Promise<FileMeta | null> {
  let found = known.get(id);
  if (!found) {
    found = fileMeta(id).catch(() => {
      known.delete(id);
      return null;
    });
    known.set(id, found);
  }
  return found;
}

/** The files of these ids, in their order: undefined for one not read yet, null for one that could not be read. */
export function useFileInfo(ids: readonly string[]): readonly (FileMeta | null | undefined)[] {
  const key = ids.join(',');
  const [files, setFiles] = useState<{ key: string; list: (FileMeta | null)[] }>({ key: '', list: [] });
  useEffect(() => {
    let live = true;
    void Promise.all(key ? key.split(',').map(info) : []).then((list) => live && setFiles({ key, list }));
    return () => {
      live = false;
    };
  }, [key]);
  return files.key === key ? files.list : ids.map(() => undefined);
}
