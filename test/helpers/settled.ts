/**
 * Waits until nothing on the page says aria-busy: every list, tree and record view shows its answer. A
 * test that goes on with something other than the page (a request of its own, the next step on the server)
 * waits for this first, so that no answer lands outside React's act().
 */
import { waitFor } from '@testing-library/react';

export function settled(): Promise<void> {
  return waitFor(() => {
    const busy = document.querySelector('[aria-busy="true"]');
    if (busy) throw new Error(`still loading: ${busy.getAttribute('aria-label') ?? busy.tagName}`);
  });
}
