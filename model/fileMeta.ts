/** A stored file as the server answers it (upload, GET fileinformation/{id}), the same type on both sides. */

/** What the file is, from its content (server/engine/sniff.ts decides it, never the name). */
export type FileKind = 'jpg' | 'png' | 'gif' | 'webp' | 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls' | 'txt';

export interface FileMeta {
  id: string;
  fileName: string;
  size: number;
  /** From the file's content, never from its name. */
  contentType: string;
  kind: FileKind;
  /** Images only. */
  width: number | null;
  height: number | null;
  thumbnailId: string | null;
  orgId: string;
  orgName: string | null;
  createTime: string;
  createBy: string;
  createByName: string | null;
}
