/** Test data of the browser walks: calendar dates in China Standard Time and fresh ID numbers. */
import { checkCharacter } from '../../model/idCard.ts';

/** The calendar date in China Standard Time `days` from now, as YYYY-MM-DD. */
export const cstDate = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A Xihu district ID number (GB 11643) of a man born on `birth`: the given sequence, or an odd one picked at
 * random from `from` on (49 of them), unlikely to be the demo data's.
 */
export function xihuIdCard(birth: string, { sequence, from = 901 }: { sequence?: number; from?: number } = {}): string {
  const seq = sequence ?? from + 2 * Math.floor(Math.random() * 49);
  const first17 = `330106${birth.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  return first17 + checkCharacter(first17);
}
