/** Wall-clock time in China (UTC+8, no daylight saving) for file names and notes that people read. */
export function chinaTime(ms: number): { compact: string; display: string } {
  const iso = new Date(ms + 8 * 3_600_000).toISOString();
  return { compact: iso.slice(0, 19).replace(/\D/g, ''), display: `${iso.slice(0, 10)} ${iso.slice(11, 19)}` };
}
