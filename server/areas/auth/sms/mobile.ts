/** Mobile numbers: the spec's three messages (section 5), in the order it gives them. */
import type { MessageKey } from '../../../../model/i18n/index.ts';

const MOBILE = /^1[3-9]\d{9}$/;

export function mobileProblem(value: string | undefined): MessageKey | null {
  const mobile = value?.trim() ?? '';
  if (mobile === '') return 'sms.mobileRequired';
  if (mobile.length !== 11) return 'sms.mobileLength';
  if (!MOBILE.test(mobile)) return 'sms.mobileFormat';
  return null;
}

/** 138****0000: enough for the user to recognise the number, not enough to learn it. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}
