/** Test data of cadres: calendar dates in China Standard Time and valid ID numbers on demand. */
import { checkCharacter } from '../../model/idCard.ts';

/** The calendar date in China Standard Time `days` from now, as YYYY-MM-DD. */
export const cstDate = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

let next = 100;

/**
 * A valid ID number (GB 11643): region code, birth date 'YYYY-MM-DD', sex '1' (an odd sequence) or '2' (even),
 * and the sequence given, or this process's next one.
 */
export function idCard(region: string, birth: string, sex: '1' | '2' = '1', sequence?: number): string {
  if (sequence === undefined) {
    next += 2;
    sequence = sex === '1' ? next + 1 : next;
  }
  const first17 = `${region}${birth.replaceAll('-', '')}${String(sequence).slice(-3).padStart(3, '0')}`;
  return first17 + checkCharacter(first17);
}

/** An odd sequence picked at random from `from` on (49 of them), unlikely to be the demo data's: for the browser walks. */
export const randomSequence = (from = 901) => from + 2 * Math.floor(Math.random() * 49);
