/**
 * The kinds of item the home page lists (/home/homeList/{type}) and shows (/home/homeDetails/{id}/{type}):
 * published policy documents exist today; the others arrive with their areas, and until then their pages
 * say so.
 */
import type { MessageKey } from '../../../model/i18n/index.ts';

export const HOME_TYPES = {
  policy: { label: 'home.type.policy', available: true },
  notice: { label: 'home.type.notice', available: false },
  birthday: { label: 'home.type.birthday', available: false },
  approval: { label: 'home.type.approval', available: false },
} as const satisfies Record<string, { label: MessageKey; available: boolean }>;

export type HomeType = keyof typeof HOME_TYPES;

export function isHomeType(type: string | undefined): type is HomeType {
  return type !== undefined && Object.prototype.hasOwnProperty.call(HOME_TYPES, type); // Object.hasOwn: Chrome 93+
}
