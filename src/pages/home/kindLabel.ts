/** A home kind's name in the user's words: its message, naming its resource where it has one (…待审核). */
import type { shell } from '../../../model/i18n/shell.ts';
import type { Label } from '../../../model/resource/types.ts';
import type { Translate } from '../../i18n/locale.ts';

export interface NamedKind {
  label: string;
  /** Its resource's name (namedKind.ts). */
  name?: Label;
}

export function kindLabel(t: Translate<keyof typeof shell>, kind: NamedKind): string {
  return t(kind.label as keyof typeof shell, { name: kind.name ? t.label(kind.name) : '' });
}
