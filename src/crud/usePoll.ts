/**
 * Asks `check` again `interval` ms after each answer until it says it is done (a background export or
 * import). Stops when the component leaves or hides (a kept-alive tab), and resumes when it is shown.
 */
import { useEffect, useRef } from 'react';

export function usePoll(active: boolean, check: () => Promise<boolean>, interval = 1000): void {
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let done = true;
      try {
        done = await latest.current();
      } catch {
        // The request layer showed the failure; polling a job that cannot be read would only repeat it.
        done = true;
      }
      if (!stopped && !done) timer = setTimeout(() => void tick(), interval);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, interval]);
}
