/**
 * Records that only the system makes (verification findings, sync failures): the engine's generic create
 * is refused; people change them through their lifecycle buttons only.
 */
import { pick, zh } from '../../../../model/i18n/index.ts';
import type { ResourceDef } from '../../../../model/resource/types.ts';
import type { ResourceHooks } from '../../../engine/hooks.ts';
import { businessError } from '../../../http/errors.ts';

export function generatedOnly(def: ResourceDef): ResourceHooks {
  return {
    async beforeWrite(_ctx, op) {
      if (op === 'create') throw businessError(zh('cadre.generatedOnly', { what: pick('zh-CN', def.label) }), 400);
    },
  };
}
