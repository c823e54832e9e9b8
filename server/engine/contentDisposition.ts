/**
 * A safe Content-Disposition for a user's file name: RFC 6266 with the UTF-8 name in `filename*` (what
 * every current browser uses) and an ASCII stand-in in `filename` for old clients. Quotes, backslashes,
 * path separators and control characters never reach the header.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f"\\/:*?<>|]/g, '_').trim().slice(0, 200) || 'download';
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot).replace(/[^\w.]/g, '') : '';
  const ascii = /^[\x20-\x7e]+$/.test(clean) ? clean : `download${ext}`;
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean).replace(/['()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
