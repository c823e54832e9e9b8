/**
 * Excel's date serials. A date is a number of days since 1899-12-30 (so that 1900-03-01 is 61, past Lotus'
 * phantom 1900-02-29), or since 1904-01-01 in workbooks with `date1904`; the fraction is the time of day.
 * A cell is a date only through its number format, so the reader decides by the format code.
 */

const DAY_MS = 86_400_000;
// 1899-12-30 as a JS time: serial 0 in the 1900 system for every date from 1900-03-01 on.
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** The first serial that the 1900 system maps to a real day without the leap-year bug: 1900-03-01. */
const FIRST_TRUE_SERIAL = 61;

/**
 * The serial of the wall-clock time of `date` at `utcOffsetMinutes` (Excel has no time zones), as the decimal
 * text to store, or null before 1900-03-01, which the 1900 system cannot hold truthfully. The fraction is
 * stored between 1 and 2 units of the 9th decimal (86 to 173 µs) above the true instant: 08:00 is a third of a
 * day, the nearest double to 25294.3333… lies just below it, and LibreOffice, which truncates, would show
 * 07:59:59. The margin is wider than the spacing of doubles up to the year 9999, so the value read is never
 * below the instant; Excel rounds to the millisecond and shows the same.
 */
export function dateToSerialText(date: Date, utcOffsetMinutes: number): string | null {
  const ms = date.getTime() + utcOffsetMinutes * 60_000 - EPOCH_1900;
  const days = Math.floor(ms / DAY_MS);
  if (days < FIRST_TRUE_SERIAL) return null;
  const rest = ms - days * DAY_MS;
  if (rest === 0) return String(days);
  // Exact integer arithmetic: rest × 10^9 passes 2^53.
  const fraction = (BigInt(rest) * 1_000_000_000n) / BigInt(DAY_MS) + 2n;
  return `${days}.${fraction.toString().padStart(9, '0').replace(/0+$/, '')}`;
}

export type DateFormatKind = 'date' | 'time';

/**
 * An ISO 8601 text for a serial: "2024-05-01" for a whole day, "2024-05-01T08:30:00" with a time of day,
 * "08:30:00" for a time-only format. Seconds are rounded, as Excel displays them.
 */
export function serialToIso(serial: number, kind: DateFormatKind, date1904: boolean): string {
  const ms = Math.round((serial * DAY_MS) / 1000) * 1000;
  if (kind === 'time') return new Date(ms).toISOString().slice(11, 19);
  const epoch = date1904 ? EPOCH_1904 : serial < FIRST_TRUE_SERIAL ? EPOCH_1900 + DAY_MS : EPOCH_1900;
  // Every epoch is a whole day, so the time of day of the sum is that of the serial.
  const iso = new Date(epoch + ms).toISOString();
  return ms % DAY_MS === 0 ? iso.slice(0, 10) : iso.slice(0, 19);
}

// Built-in format ids (ECMA-376 18.8.30 and the zh-CN locale's 27..58) that are dates or times.
const BUILTIN_DATES = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 57, 58]);
const BUILTIN_TIMES = new Set([18, 19, 20, 21, 32, 33, 34, 35, 45, 46, 47, 55, 56]);

/** Whether a built-in number format id shows a date, a time or neither. */
export function builtinDateKind(numFmtId: number): DateFormatKind | null {
  if (BUILTIN_DATES.has(numFmtId)) return 'date';
  if (BUILTIN_TIMES.has(numFmtId)) return 'time';
  return null;
}

/**
 * Whether a custom format code shows a date, a time or neither: after removing quoted text, escaped
 * characters, fill/padding characters, `[...]` modifiers (colours, locales; `[h]` elapsed time counts as a
 * time) and the AM/PM markers, a `y` or `d` makes a date, an `h` or `s` a time, a lone `m` a month.
 */
export function formatCodeDateKind(code: string): DateFormatKind | null {
  const section = code.split(';')[0] ?? '';
  const elapsed = /\[(h+|m+|s+)\]/i.test(section);
  const bare = section
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/AM\/PM|A\/P|上午\/下午/gi, '')
    .toLowerCase();
  if (/[yd]/.test(bare)) return 'date';
  if (elapsed || /[hs]/.test(bare)) return 'time';
  if (/m/.test(bare)) return 'date';
  return null;
}
