/**
 * Citizen ID numbers (GB 11643-1999): check character, birth date and sex. 15-digit legacy numbers are
 * upgraded to 18 digits. Used by validation on both sides and by the archive's verification checks.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export type IdCardProblem = 'format' | 'checksum' | 'birthDate';

export interface IdCardInfo {
  /** The normalised 18-character number (upper-case X). */
  number: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** GB/T 2261.1: '1' male, '2' female. */
  sex: '1' | '2';
}

export function checkCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11]!;
}

function realDate(y: number, m: number, d: number, today: Date): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900) return null;
  const iso = date.toISOString().slice(0, 10);
  return iso > today.toISOString().slice(0, 10) ? null : iso;
}

/** Parses an ID number; the problem when it is not valid. `today` bounds the birth date. */
export function parseIdCard(raw: string, today = new Date()): IdCardInfo | { problem: IdCardProblem } {
  let value = raw.trim().toUpperCase();
  const legacy = /^(\d{6})(\d{2})(\d{2})(\d{2})(\d{3})$/.exec(value);
  if (legacy) {
    const first17 = `${legacy[1]}19${legacy[2]}${legacy[3]}${legacy[4]}${legacy[5]}`;
    value = first17 + checkCharacter(first17);
  } else if (!/^\d{17}[\dX]$/.test(value)) return { problem: 'format' };
  if (checkCharacter(value.slice(0, 17)) !== value[17]) return { problem: 'checksum' };
  const birthDate = realDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)), today);
  if (!birthDate) return { problem: 'birthDate' };
  return { number: value, birthDate, sex: Number(value[16]) % 2 === 1 ? '1' : '2' };
}

/** `330106********1234`-style mask (first 6 and last 4 kept) for lists and exports. */
export function maskIdCard(value: string): string {
  return value.length <= 10 ? '*'.repeat(value.length) : value.slice(0, 6) + '*'.repeat(value.length - 10) + value.slice(-4);
}
