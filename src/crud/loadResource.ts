/**
 * The one way the browser gets a resource declaration (fields, labels, dictionaries, validation): loaded
 * with the page that shows it, not with the shell. Each declaration is its own chunk: `model/resources/<name>.ts`
 * exporting `<name>`, listed in resourceModules.ts (written by the build from the folder). A declaration
 * comes with those its fields refer to, so that a page's record pickers have them when it renders.
 */
import type { ResourceDef } from '../../model/resource/types.ts';
import { once } from '../ui/once.ts';
import { RESOURCE_MODULES } from './resourceModules.ts';

const loading = new Map<string, () => Promise<ResourceDef>>();
const loaded = new Map<string, ResourceDef>();

async function imported(name: string): Promise<ResourceDef> {
  // Own keys only (not `toString`); Object.hasOwn is newer than the browsers the build targets (Chrome 87).
  const load = Object.prototype.hasOwnProperty.call(RESOURCE_MODULES, name) ? RESOURCE_MODULES[name] : undefined;
  if (!load) throw new Error(`unknown resource ${name}`);
  const module = await load();
  const def = module[name] as ResourceDef | undefined;
  if (def?.name !== name) throw new Error(`unknown resource ${name}`);
  loaded.set(name, def);
  return def;
}

function declaration(name: string): Promise<ResourceDef> {
  let load = loading.get(name);
  if (!load) loading.set(name, (load = once(() => imported(name))));
  return load();
}

/** A declaration and the declarations its `ref` fields name. */
export async function loadResource(name: string): Promise<ResourceDef> {
  const def = await declaration(name);
  await Promise.all(def.fields.flatMap((f) => (f.type === 'ref' && f.ref && f.ref !== name ? [declaration(f.ref)] : [])));
  return def;
}

/** A declaration already loaded, for rendering without waiting. */
export function loadedResource(name: string): ResourceDef | undefined {
  return loaded.get(name);
}
