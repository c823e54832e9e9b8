/**
 * When a process started, as the kernel tells it, so that a lock naming a pid can tell whether that pid
 * is still the process that wrote it or a later one that was given the same number (Linux reuses pids).
 * Linux only (/proc); elsewhere undefined, and callers fall back to "the pid is alive".
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times: USER_HZ, 100 on every Linux architecture that ships today. */
const USER_HZ = 100;

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Start of `pid` in clock ticks since boot (field 22 of /proc/<pid>/stat), or undefined. */
function startTicks(pid: number): number | undefined {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // Field 2 (the command name) is in parentheses and may itself hold spaces and ')': fields 3… follow the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[22 - 3]);
  return Number.isFinite(ticks) ? ticks : undefined;
}

/** An identity of the process `pid` unique across reboots (boot id and start tick), or undefined off Linux. */
export function processIdentity(pid: number): string | undefined {
  const ticks = startTicks(pid);
  const boot = read('/proc/sys/kernel/random/boot_id')?.trim();
  return ticks === undefined || !boot ? undefined : `${boot}:${ticks}`;
}

/** Wall-clock start of `pid` (Unix ms, to the tick), or undefined off Linux. */
export function processStartedAt(pid: number): number | undefined {
  const ticks = startTicks(pid);
  const btime = /^btime (\d+)$/m.exec(read('/proc/stat') ?? '')?.[1];
  return ticks === undefined || !btime ? undefined : Number(btime) * 1000 + (ticks * 1000) / USER_HZ;
}
