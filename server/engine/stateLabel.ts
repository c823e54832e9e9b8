/** A lifecycle state as people read it (已发布, not `1`), for the engine's refusals. */
import { pick } from '../../model/i18n/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';

export function stateLabel(def: ResourceDef, state: unknown): string {
  const s = def.lifecycle?.states[String(state)];
  return s ? pick('zh-CN', s.label) : String(state);
}
