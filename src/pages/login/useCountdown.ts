/**
 * Seconds left until a moment, re-rendered every second: the wait before another SMS code may be sent.
 * Counted from the end time, not by decrementing, so a tab whose timers were slowed in the background
 * still shows the right number when it is looked at again.
 */
import { useEffect, useState } from 'react';

export function useCountdown(): { remaining: number; start(seconds: number): void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  return {
    remaining: Math.max(0, Math.ceil((until - now) / 1000)),
    start(seconds) {
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
    },
  };
}
