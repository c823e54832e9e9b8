/**
 * The local error log (spec sections 2, 3 and 8): uncaught errors, unhandled rejections, React render errors,
 * chunk load failures and failed requests, each as `{ url, time, type, message, stack, info }`. Entries are
 * redacted before they are kept, persisted in localStorage, and survive reloads so that they can be uploaded.
 */
import { createStore, type Store } from './createStore.ts';
import type { ChunkErrorType } from './chunkError.ts';
import { redact } from './redact.ts';
import { storage as defaultStorage, type PrefixedStorage } from './storage.ts';

export type ErrorLogType = 'error' | 'unhandledrejection' | 'render' | 'request' | ChunkErrorType;

/** A type alias, not an interface, so that entries are plain JSON values for storage. */
export type ErrorLogEntry = {
  /** The page's address when it happened. */
  url: string;
  /** ISO 8601. */
  time: string;
  type: ErrorLogType;
  message: string;
  stack: string;
  /** Where it happened: the component stack, the request, the script position. */
  info: string;
};

/** What a reporter knows; the log adds the page address and the time. */
export type ErrorReport = Pick<ErrorLogEntry, 'type' | 'message'> & Partial<Pick<ErrorLogEntry, 'stack' | 'info'>>;

export interface ErrorLogState {
  entries: readonly ErrorLogEntry[];
}

export interface ErrorLog extends Store<ErrorLogState> {
  add(report: ErrorReport): void;
  clear(): void;
}

/** Storage name of the log; a local logout keeps it, since it may explain the logout. */
export const ERROR_LOG_KEY = 'errorLog';
/**
 * The newest entries kept: enough to diagnose, small for localStorage, and what one upload to
 * /admin/log/logs takes (the server refuses more than 100; the dialog's badge stops at 99).
 */
export const ERROR_LOG_LIMIT = 100;

const TYPES: readonly string[] = ['error', 'unhandledrejection', 'render', 'request', 'ChunkLoadError', 'CSS_CHUNK_LOAD_FAILED'];

function isEntry(value: unknown): value is ErrorLogEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    ['url', 'time', 'message', 'stack', 'info'].every((field) => typeof entry[field] === 'string') &&
    TYPES.includes(entry.type as string)
  );
}

/** Every text field redacted: also entries read back from storage written before a redaction rule existed. */
export function redactEntry(entry: ErrorLogEntry): ErrorLogEntry {
  return {
    url: redact(entry.url),
    time: entry.time,
    type: entry.type,
    message: redact(entry.message),
    stack: redact(entry.stack),
    info: redact(entry.info),
  };
}

export interface ErrorLogOptions {
  storage?: PrefixedStorage;
  /** The page address recorded with each entry. */
  location?: () => string;
  now?: () => Date;
  limit?: number;
}

export function createErrorLog(options: ErrorLogOptions = {}): ErrorLog {
  const storage = options.storage ?? defaultStorage;
  const location = options.location ?? (() => globalThis.location?.href ?? '');
  const now = options.now ?? (() => new Date());
  const limit = options.limit ?? ERROR_LOG_LIMIT;

  const stored = storage.get(ERROR_LOG_KEY);
  const entries = Array.isArray(stored) ? stored.filter(isEntry).map(redactEntry) : [];
  const store = createStore<ErrorLogState>({ entries: entries.slice(-limit) });
  store.subscribe((state) => {
    storage.set(ERROR_LOG_KEY, state.entries.slice());
  });

  return {
    ...store,
    add(report) {
      const entry = redactEntry({
        url: location(),
        time: now().toISOString(),
        type: report.type,
        message: report.message,
        stack: report.stack ?? '',
        info: report.info ?? '',
      });
      store.setState((state) => ({ entries: [...state.entries, entry].slice(-limit) }));
    },
    clear() {
      store.setState({ entries: [] });
    },
  };
}

/** The portal's error log. */
export const errorLog = createErrorLog();
