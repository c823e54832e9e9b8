/** Times on screen: local `YYYY-MM-DD HH:mm` from the wire's ISO strings, and back for datetime inputs. */

const pad = (n: number) => String(n).padStart(2, '0');

function parts(value: unknown): Date | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `2025-03-01 14:05`, in the browser's time zone; '' for no value. */
export function formatDateTime(value: unknown, seconds = false): string {
  const d = parts(value);
  if (!d) return value === null || value === undefined ? '' : String(value);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}${seconds ? `:${pad(d.getSeconds())}` : ''}`;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`;
}

/** The value of an `<input type="datetime-local">` for a stored ISO time. */
export function toLocalInput(value: unknown): string {
  const d = parts(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}
