/**
 * An ECharts chart in a React element: the runtime loaded on first use (loadRuntime, one chunk for the whole
 * app), mounted once per showing (a kept-alive page disposes it while hidden), later options given to it, and a
 * failed load logged and reported (`failed`) so that the page can say so. `mount` builds the chart from the
 * runtime: the statistics' charts with their drill-down, the cockpit's map with its shapes.
 */
import { useEffect, useRef, useState } from 'react';
import { chunkErrorType } from '../../../store/chunkError.ts';
import { errorLog } from '../../../store/errorLog.ts';
import { once } from '../../../ui/once.ts';
import type { MountedChart } from './echartsRuntime.ts';

type Runtime = typeof import('./echartsRuntime.ts');

/** Imported once for the whole app; a failed import is tried again by the next chart. */
const loadRuntime = once(() => import('./echartsRuntime.ts'));

export function useMountedChart<O>(option: O, mount: (runtime: Runtime, el: HTMLDivElement, option: O) => MountedChart<O>) {
  const el = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedChart<O> | null>(null);
  const latest = useRef({ option, mount });
  latest.current = { option, mount };
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let gone = false;
    loadRuntime().then(
      (loaded) => {
        if (gone || !el.current) return;
        mounted.current = latest.current.mount(loaded, el.current, latest.current.option);
      },
      (error: unknown) => {
        if (gone) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        errorLog.add({ type: chunkErrorType(error) ?? 'error', message: failure.message, stack: failure.stack ?? '', info: 'echartsRuntime' });
        setFailed(true);
      },
    );
    return () => {
      gone = true;
      mounted.current?.dispose();
      mounted.current = null;
    };
  }, []);

  useEffect(() => mounted.current?.update(option), [option]);

  return { el, failed };
}
