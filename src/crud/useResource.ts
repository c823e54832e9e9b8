/** A resource declaration for a component: at once when already loaded, else after loadResource. */
import { useEffect, useState } from 'react';
import type { ResourceDef } from '../../model/resource/types.ts';
import { loadedResource, loadResource } from './loadResource.ts';

export function useResource(name: string | undefined): ResourceDef | undefined {
  const def = name ? loadedResource(name) : undefined;
  const [, setLoaded] = useState<ResourceDef>();
  useEffect(() => {
    if (!name || def) return;
    let live = true;
    loadResource(name).then((found) => live && setLoaded(found), () => undefined);
    return () => {
      live = false;
    };
  }, [name, def]);
  return def;
}
