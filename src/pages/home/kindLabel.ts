/** A home kind's name in the user's words: its message, naming its resource where it has one (…待审核). */
import type { MessageKey } from '../../../model/i18n/index.ts';
import { RESOURCE_LABELS } from '../../crud/resourceLabels.precomputed.ts';
import type { Translate } from '../../i18n/locale.ts';
import type { HomeKind } from '../../../model/home.ts';

export function kindLabel(t: Translate, kind: Pick<HomeKind, 'label' | 'resource'>): string {
  const resource = kind.resource ? RESOURCE_LABELS[kind.resource] : undefined;
  return t(kind.label as MessageKey, { name: resource ? t.label(resource.label) : '' });
}
