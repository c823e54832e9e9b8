/**
 * A resource's record checks for its form (model/resources/recordChecks.ts): at once when already loaded,
 * else once their module has arrived, a moment after the form first renders. They are not part of the
 * declaration, so that a list does not download them. Until they are in, the form checks the fields alone;
 * a save in that moment is checked by the server, whose messages go under the same fields.
 */
import { useEffect, useState } from 'react';
import type { RecordCheck } from '../../../model/resource/types.ts';
import { recordChecks } from '../../../model/resources/recordChecks.ts';

const loaded = new Map<string, readonly RecordCheck[]>();

export function useRecordChecks(name: string): readonly RecordCheck[] | undefined {
  const checks = loaded.get(name);
  const [, setLoaded] = useState<readonly RecordCheck[]>();
  useEffect(() => {
    if (checks) return;
    let live = true;
    // A module that failed to load is asked for again by the next form.
    recordChecks(name).then(
      (found) => {
        loaded.set(name, found);
        if (live) setLoaded(found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [name, checks]);
  return checks;
}
