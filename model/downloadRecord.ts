/**
 * A record of the export centre (downloadRecord) as the API answers it: the server builds it with Dates,
 * which the wire carries as ISO strings (`Time`).
 */
export type DownloadStatus = 'generating' | 'ready' | 'expired' | 'failed';

export interface DownloadRecord<Time = string> {
  id: string;
  resource: string;
  resourceLabel: string;
  fileName: string;
  status: DownloadStatus;
  /** 0–1 while generating; 1 when ready. */
  progress: number;
  /** Rows matched when the export started (null until counted). */
  total: number | null;
  /** Rows written so far, all of them once ready. */
  rows: number;
  size: number | null;
  /** Sensitive fields were written unmasked (the sheet names the exporter). */
  revealed: boolean;
  /** The filters and sort the export was made with. */
  query: Record<string, string | string[]>;
  /** Why it failed (zh-CN), when it did. */
  error: string | null;
  userId: string;
  username: string;
  userName: string | null;
  orgId: string;
  orgName: string | null;
  createTime: Time;
  finishedAt: Time | null;
  /** When the file is removed (ready records). */
  expiresAt: Time | null;
}
