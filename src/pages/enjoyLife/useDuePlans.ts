/**
 * How many plans in force are due for review (复查日期 today or earlier, in China's today) and the list address
 * that shows them: the engine's own list, filtered, so that the count is within the user's scope as the list is.
 */
import { useEffect, useState } from 'react';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { onePersonOneStrategy } from '../../../model/resources/onePersonOneStrategy.ts';
import { useChangeVersion } from '../../crud/changes.ts';
import { RequestError } from '../../http/errors.ts';
import { resourceApi } from '../../http/api/resource.ts';
import { CARE_PLAN_PATH } from './carePlanPath.ts';

export interface DuePlans {
  /** null while it is counted, or when it could not be (the list below says why). */
  count: number | null;
  loading: boolean;
  href: string;
}

export function useDuePlans(): DuePlans {
  const version = useChangeVersion(onePersonOneStrategy.name);
  const today = todayCst();
  const [state, setState] = useState<{ count: number | null; loading: boolean }>({ count: null, loading: true });
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    resourceApi(onePersonOneStrategy.name)
      .list({ status: 'active', reviewDate_to: today, size: 1 }, { signal: abort.signal })
      .then((page) => setState({ count: page.total, loading: false }))
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        // The spec's silent "empty" answer is no plan at all.
        setState({ count: e instanceof RequestError && e.code === 'business' && e.silent ? 0 : null, loading: false });
      });
    return () => abort.abort();
  }, [version, today]);
  return { ...state, href: `${CARE_PLAN_PATH}?status=active&reviewDate_to=${today}` };
}
