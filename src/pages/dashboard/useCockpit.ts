/**
 * The cockpit's figures for the city picked (null: the user's whole scope), asked again every REFRESH_MS and
 * when `refresh()` is called (the 刷新 button). Each load cancels the one before, and while it runs the figures
 * before it stay on the screen rather than flashing away (useLoaded).
 */
import { useEffect, useState } from 'react';
import { useLoaded } from '../../http/useLoaded.ts';

/** Five minutes: the figures move with the day's records, not by the second. */
export const REFRESH_MS = 5 * 60_000;

export interface Cockpit<T> {
  data: T | undefined;
  failed: boolean;
  loading: boolean;
  refresh(): void;
}

export function useCockpit<T>(load: (city: string | null, signal: AbortSignal) => Promise<T>, city: string | null): Cockpit<T> {
  const [tick, setTick] = useState(0);
  const loaded = useLoaded(`${city}|${tick}`, (signal) => load(city, signal));
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return { data: loaded.data ?? undefined, failed: loaded.error !== null, loading: loaded.loading, refresh: () => setTick((n) => n + 1) };
}
