/**
 * The most bytes one read may inflate, across every part it reads. Counted on the bytes actually produced,
 * not on the sizes a file declares, because a zip bomb declares whatever it likes.
 */
import { formatBytes, XlsxError } from './errors.ts';

export class SizeBudget {
  #used = 0;

  constructor(readonly limit: number) {}

  get remaining(): number {
    return this.limit - this.#used;
  }

  /** Counts `bytes` more of `what`; throws TOO_LARGE once past the limit. */
  take(bytes: number, what: string): void {
    this.#used += bytes;
    if (this.#used > this.limit) {
      throw new XlsxError('TOO_LARGE', `${what} takes the total past ${this.limit} bytes`, { limit: formatBytes(this.limit) });
    }
  }
}
