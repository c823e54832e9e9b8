/**
 * What the npm scripts (seed, backup, restore) share: the server's own configuration and engine choice,
 * and a failure the operator can fix printed as one clear message (zh-CN and English) with exit code 1,
 * or 2 for bad arguments; anything else is a bug and is printed with its stack.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../config.ts';
import { BackupError } from '../db/backupFormat.ts';
import { LockedError } from '../db/lockfile.ts';
import { RefusedEngineError } from '../db/open.ts';
import { DatabaseUnavailableError } from '../db/postgres.ts';

/** The script will not do what was asked, and says why and what to do instead. */
export class Refusal extends Error {}

class UsageError extends Error {}

const KNOWN = [Refusal, ConfigError, LockedError, RefusedEngineError, DatabaseUnavailableError, BackupError];

export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(err.message);
      process.exit(2);
    }
    const known = KNOWN.some((type) => err instanceof type);
    console.error(known ? (err as Error).message : ((err as Error).stack ?? err));
    process.exit(1);
  }
}

/** Parses the script's arguments strictly; a mistake prints the usage line. */
export function parseArguments<T extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: T, positionals: number) {
  try {
    const parsed = parseArgs({ args: process.argv.slice(2), options, strict: true, allowPositionals: positionals > 0 });
    if (parsed.positionals.length !== positionals) throw new Error(`expected ${positionals} argument(s)`);
    return parsed;
  } catch (e) {
    throw new UsageError(`${(e as Error).message}\n用法 Usage: ${usage}`);
  }
}
