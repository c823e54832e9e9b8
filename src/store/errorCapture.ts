/**
 * Feeds the error log from the window: uncaught errors, unhandled rejections, and chunk files that fail to
 * load (a `<script>` or module preload is a ChunkLoadError, a stylesheet CSS_CHUNK_LOAD_FAILED). The shell
 * installs it once at start; it returns the uninstall.
 */
import { RequestError } from '../http/errors.ts';
import { chunkErrorType, type ChunkErrorType } from './chunkError.ts';
import { errorLog as defaultLog, type ErrorLog, type ErrorReport } from './errorLog.ts';

function describeReason(reason: unknown): Pick<ErrorReport, 'message' | 'stack'> {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

/** The chunk type and full address of an element that failed to load, or null for what is not code (images). */
function failedChunk(element: Element): { type: ChunkErrorType; address: string } | null {
  if (element instanceof HTMLLinkElement) {
    if (element.rel === 'stylesheet') return { type: 'CSS_CHUNK_LOAD_FAILED', address: element.href };
    if (element.rel === 'modulepreload') return { type: 'ChunkLoadError', address: element.href };
  }
  if (element instanceof HTMLScriptElement) return { type: 'ChunkLoadError', address: element.src };
  return null;
}

/** Starts capturing into the log; returns the function that stops it. */
export function installErrorCapture(target: Window = window, log: ErrorLog = defaultLog): () => void {
  // Capture phase: load failures of elements do not bubble to the window.
  const onError = (event: Event) => {
    const source = event.target;
    if (source instanceof Element) {
      const chunk = failedChunk(source);
      const what = chunk?.type === 'CSS_CHUNK_LOAD_FAILED' ? 'Loading CSS chunk failed' : 'Loading chunk failed';
      if (chunk) log.add({ type: chunk.type, message: `${what}: ${chunk.address}`, info: chunk.address });
      return;
    }
    const { error, message, filename, lineno, colno } = event as ErrorEvent;
    const described = error === undefined || error === null ? { message: message || 'Script error', stack: '' } : describeReason(error);
    log.add({ type: chunkErrorType(error) ?? 'error', ...described, info: filename ? `${filename}:${lineno}:${colno}` : '' });
  };
  const onRejection = (event: Event) => {
    const { reason } = event as PromiseRejectionEvent;
    // The request layer has already shown and logged its own failures.
    if (reason instanceof RequestError) return;
    log.add({ type: chunkErrorType(reason) ?? 'unhandledrejection', ...describeReason(reason) });
  };
  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
