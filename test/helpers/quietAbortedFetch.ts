/**
 * An aborted fetch is the page's own choice (a list asked again, a page left, the window torn down between
 * suites) and a browser prints nothing for it. happy-dom 21 prints a transport error instead: when the
 * request's signal aborts it destroys the node request without a reason, which node reports as "socket hang
 * up", and when the window aborts its pending work the AbortError comes back the same way; both reach the
 * console through Fetch.onError. For a request that was aborted, onError here does what it does minus the
 * printing. Any other transport error (a refused connection, a server that hangs up on a request the page
 * still waits for) is printed as before.
 */
import { PropertySymbol } from 'happy-dom';
// Not part of happy-dom's public API: the window's fetch makes one of these per request.
import Fetch from 'happy-dom/lib/fetch/Fetch.js';

interface FetchInternals {
  request: { signal: AbortSignal; [PropertySymbol.aborted]: boolean };
  finalizeRequest(): void;
  reject(error: unknown): void;
  onError(error: Error): void;
}

const prototype = Fetch.prototype as unknown as FetchInternals;
const { onError } = prototype;
if (typeof onError !== 'function' || typeof prototype.finalizeRequest !== 'function') {
  throw new Error('happy-dom’s Fetch changed: revisit test/helpers/quietAbortedFetch.ts');
}

prototype.onError = function (this: FetchInternals, error: Error) {
  if (!this.request.signal.aborted && !this.request[PropertySymbol.aborted]) {
    onError.call(this, error);
    return;
  }
  this.finalizeRequest();
  // Settles the fetch when the window aborted it (a signal's abort has already rejected it).
  this.reject(new DOMException('The operation was aborted.', 'AbortError'));
};
