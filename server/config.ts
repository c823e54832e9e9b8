/** Server configuration, read once from the environment. Every variable is listed in README.md. */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** PGlite data directory; ignored when databaseUrl is set. `memory://` keeps the database in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** External unified login portal; logout and expiry send the browser here with a return address. */
  portalUrl: string;
  production: boolean;
  /** NODE_ENV=production refuses PGlite unless this is set (ALLOW_EMBEDDED_DB=1). */
  allowEmbeddedInProduction: boolean;
  /** Largest accepted JSON/form request body, in bytes. */
  bodyLimit: number;
  /** Directory holding the built browser app (index.html and hashed assets). */
  distDir: string;
  /** Seed the demo data set when the database is empty (never in production). */
  seedDemo: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return n;
}

export class ConfigError extends Error {}

/** Builds the configuration from an environment (process.env by default); throws ConfigError on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const production = env.NODE_ENV === 'production';
  const port = int('PORT', env.PORT, 8080);
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535, got ${port}`);
  const logLevel = (env.LOG_LEVEL ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const dataDir = env.DATA_DIR ?? './data';
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(root, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    portalUrl: env.PORTAL_URL || '/login',
    production,
    allowEmbeddedInProduction: env.ALLOW_EMBEDDED_DB === '1',
    bodyLimit: int('BODY_LIMIT', env.BODY_LIMIT, 1024 * 1024),
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist/public'),
    seedDemo: !production && env.SEED_DEMO !== '0',
    logLevel,
  };
}
