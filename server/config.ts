/** Server configuration, read once from the environment. Every variable is listed in README.md. */
import type { Siblings } from '../model/publishedConfig.ts';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_EXACT_TOTAL } from './db/pageOf.ts';

export interface Config {
  port: number;
  host: string;
  /** PGlite data directory; ignored when databaseUrl is set. `memory://` keeps the database in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** External unified login portal; logout and expiry send the browser here with a return address. */
  portalUrl: string;
  /**
   * The portal's public origin (`https://portal.example.gov.cn`) behind a proxy that rewrites Host; push
   * sockets accept only this Origin. Unset: the Origin must match the request's Host.
   */
  publicOrigin: string | undefined;
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
  /**
   * Longest a request's statement may run on PostgreSQL (STATEMENT_TIMEOUT_MS), and a background job's
   * (JOB_STATEMENT_TIMEOUT_MS: exports, import commits, verification runs); 0 is no limit. PGlite cannot
   * interrupt a statement (docs/platform.md, "Statement timeout").
   */
  statementTimeoutMs: number;
  jobStatementTimeoutMs: number;
  /** Lists count their rows exactly up to this many (LIST_EXACT_TOTAL); past it the total is an estimate (server/db/pageOf.ts). */
  listExactTotal: number;
  /** Sign-in, sessions, SMS, single sign-on and hand-off (docs/security.md). */
  auth: AuthConfig;
  /** Attachments, exports and imports (docs/engine-files.md). */
  files: FilesConfig;
}

export interface FilesConfig {
  /** Where uploads, exports and import files are stored: FILES_DIR, else DATA_DIR/files. */
  dir: string;
  /** Largest attachment, in bytes (uploads have their own limit, apart from BODY_LIMIT). */
  uploadLimit: number;
  /** Largest import spreadsheet, in bytes. */
  importFileLimit: number;
  /** Most data rows one import file may hold. */
  importMaxRows: number;
  /** Hours an export file is kept for download. */
  exportKeepHours: number;
  /** Hours an import's uploaded file and parsed rows are kept (its record stays). */
  importKeepHours: number;
  /** Hours an upload that no saved record refers to is kept. */
  unattachedKeepHours: number;
  /** Seconds a download link lives (single use). */
  ticketSeconds: number;
}

export interface AuthConfig {
  /** The OAuth client of the token endpoints' Basic header (public in the browser bundle; not a secret). */
  clientId: string;
  clientSecret: string;
  /** Seconds an access token lives; the browser refreshes it before. */
  accessTokenTtl: number;
  /** Seconds without any request or refresh after which a session ends. */
  sessionIdleTimeout: number;
  /** Seconds after sign-in after which a session ends whatever happens (absolute lifetime). */
  sessionMaxAge: number;
  /** Consecutive failed passwords of an account name after which its sign-in needs a captcha (0: never). */
  loginCaptchaAfter: number;
  /** Consecutive failed passwords that lock an account until the owner or an administrator unlocks it; 0 never locks. */
  loginMaxFailures: number;
  /** The longest wait between failed passwords of one account name from one address (the delay doubles up to it). */
  loginDelayMaxSeconds: number;
  /** Failed sign-ins per client address within the window after which every password sign-in from it needs a captcha. */
  loginRateWindow: number;
  loginIpLimit: number;
  /** SMS codes one client address may request per hour. */
  smsIpLimit: number;
  /** Take the client address from the last X-Forwarded-For entry (behind one reverse proxy). */
  trustProxy: boolean;
  /** Role codes that count as administrators (resetting passwords, forced sign-out, within data scope). */
  adminRoles: string[];
  /** Role codes whose password sign-in must be confirmed by an SMS code. */
  secondFactorRoles: string[];
  /** Days after which the password-sealing key pair is replaced; 0 never. */
  keyRotateDays: number;
  sms: { provider: 'outbox' | 'http'; url: string; token: string };
  sso: { provider: 'dev' | 'http' | 'none'; url: string; appKey: string; appSecret: string; authorizeUrl: string };
  /** Sibling systems opened by hand-off (spec section 1). */
  siblings: Siblings;
  /** Sibling systems allowed to redeem hand-off codes: audience → shared secret. */
  handoffClients: Record<string, string>;
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return n;
}

export class ConfigError extends Error {}

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_SYS_ADMIN', 'ROLE_SEC_ADMIN', 'ROLE_AUDIT_ADMIN', 'ROLE_CITY_ADMIN', 'ROLE_COUNTY_ADMIN'];

function loadAuthConfig(env: NodeJS.ProcessEnv, production: boolean): AuthConfig {
  const adminRoles = list(env.ADMIN_ROLES, ADMIN_ROLES);
  const sms = {
    provider: oneOf('SMS_PROVIDER', env.SMS_PROVIDER || 'outbox', ['outbox', 'http'] as const),
    url: env.SMS_HTTP_URL ?? '',
    token: env.SMS_HTTP_TOKEN ?? '',
  };
  if (sms.provider === 'http' && !/^https?:\/\//.test(sms.url)) throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL');
  const ssoDefault = production ? (env.SSO_HTTP_URL ? 'http' : 'none') : 'dev';
  const ssoProvider = oneOf('SSO_PROVIDER', env.SSO_PROVIDER || ssoDefault, ['dev', 'http', 'none'] as const);
  if (ssoProvider === 'dev' && production) throw new ConfigError('SSO_PROVIDER=dev (the development identity provider) is refused in production');
  if (ssoProvider === 'http' && !/^https?:\/\//.test(env.SSO_HTTP_URL ?? '')) throw new ConfigError('SSO_PROVIDER=http needs SSO_HTTP_URL');
  const sso = {
    provider: ssoProvider,
    url: env.SSO_HTTP_URL ?? '',
    appKey: env.SSO_APP_KEY ?? '',
    appSecret: env.SSO_APP_SECRET ?? '',
    authorizeUrl: env.SSO_AUTHORIZE_URL || (ssoProvider === 'dev' ? '/dev-idp/authorize' : ''),
  };
  const handoffClients: Record<string, string> = {};
  for (const entry of list(env.HANDOFF_CLIENTS, [])) {
    const [id, secret] = entry.split(':');
    if (!id || !secret || secret.length < 16) throw new ConfigError('HANDOFF_CLIENTS entries are audience:secret with a secret of 16 or more characters');
    handoffClients[id] = secret;
  }
  const sessionIdleTimeout = int('SESSION_IDLE_TIMEOUT', env.SESSION_IDLE_TIMEOUT, 2 * 3600);
  const sessionMaxAge = int('SESSION_MAX_AGE', env.SESSION_MAX_AGE, 12 * 3600);
  const accessTokenTtl = int('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 3600);
  if (accessTokenTtl < 300) throw new ConfigError('ACCESS_TOKEN_TTL must be at least 300 seconds (the browser refreshes 120 seconds before expiry)');
  return {
    clientId: env.OAUTH_CLIENT_ID || 'pig',
    clientSecret: env.OAUTH_CLIENT_SECRET || 'pig',
    accessTokenTtl,
    sessionIdleTimeout,
    sessionMaxAge,
    loginCaptchaAfter: int('LOGIN_CAPTCHA_AFTER', env.LOGIN_CAPTCHA_AFTER, 3),
    loginMaxFailures: int('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, 10),
    loginDelayMaxSeconds: int('LOGIN_DELAY_MAX_SECONDS', env.LOGIN_DELAY_MAX_SECONDS, 60),
    loginRateWindow: Math.max(1, int('LOGIN_RATE_WINDOW', env.LOGIN_RATE_WINDOW, 15 * 60)),
    loginIpLimit: int('LOGIN_IP_LIMIT', env.LOGIN_IP_LIMIT, 20),
    smsIpLimit: int('SMS_IP_LIMIT', env.SMS_IP_LIMIT, 20),
    trustProxy: env.TRUST_PROXY === '1',
    adminRoles,
    // Administrators confirm password sign-ins by SMS in production; the demo's accounts have no real phones.
    secondFactorRoles: list(env.SECOND_FACTOR_ROLES, production ? adminRoles : []),
    keyRotateDays: int('AUTH_KEY_ROTATE_DAYS', env.AUTH_KEY_ROTATE_DAYS, 30),
    sms,
    sso,
    siblings: {
      pension: env.PENSION_URL ?? '',
      index: env.INDEX_SYSTEM_URL ?? '',
      cockpit: env.COCKPIT_URL ?? '',
    },
    handoffClients,
  };
}

const MB = 1024 * 1024;

function loadFilesConfig(env: NodeJS.ProcessEnv, root: string, dataDir: string): FilesConfig {
  // An in-memory database (tests, trials) keeps its files in the system's temporary directory.
  const fallback = dataDir.startsWith('memory://') ? path.join(os.tmpdir(), 'lgbsmp-files') : path.join(dataDir, 'files');
  const positive = (name: string, fallbackValue: number) => {
    const n = int(name, env[name], fallbackValue);
    if (n === 0) throw new ConfigError(`${name} must be greater than 0`);
    return n;
  };
  return {
    dir: env.FILES_DIR ? path.resolve(root, env.FILES_DIR) : fallback,
    uploadLimit: positive('UPLOAD_LIMIT', 20 * MB),
    importFileLimit: positive('IMPORT_FILE_LIMIT', 50 * MB),
    importMaxRows: positive('IMPORT_MAX_ROWS', 100_000),
    exportKeepHours: positive('EXPORT_KEEP_HOURS', 72),
    importKeepHours: positive('IMPORT_KEEP_HOURS', 168),
    unattachedKeepHours: positive('UNATTACHED_KEEP_HOURS', 24),
    ticketSeconds: positive('DOWNLOAD_TICKET_SECONDS', 60),
  };
}

/** Builds the configuration from an environment (process.env by default); throws ConfigError on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const production = env.NODE_ENV === 'production';
  const port = int('PORT', env.PORT, 8080);
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535, got ${port}`);
  const logLevel = (env.LOG_LEVEL ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const dataDir = env.DATA_DIR ?? './data';
  const resolvedDataDir = dataDir.startsWith('memory://') ? dataDir : path.resolve(root, dataDir);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolvedDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    portalUrl: env.PORTAL_URL || '/login',
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    production,
    allowEmbeddedInProduction: env.ALLOW_EMBEDDED_DB === '1',
    bodyLimit: int('BODY_LIMIT', env.BODY_LIMIT, 1024 * 1024),
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist/public'),
    seedDemo: !production && env.SEED_DEMO !== '0',
    logLevel,
    statementTimeoutMs: int('STATEMENT_TIMEOUT_MS', env.STATEMENT_TIMEOUT_MS, 5000),
    jobStatementTimeoutMs: int('JOB_STATEMENT_TIMEOUT_MS', env.JOB_STATEMENT_TIMEOUT_MS, 120_000),
    listExactTotal: int('LIST_EXACT_TOTAL', env.LIST_EXACT_TOTAL, DEFAULT_EXACT_TOTAL),
    auth: loadAuthConfig(env, production),
    files: loadFilesConfig(env, root, resolvedDataDir),
  };
}
