/** Validation helpers of spec section 5, shared by the server and the browser's forms. */

/**
 * Spec section 5, exactly: null, undefined, '', 'null', 'undefined', empty arrays and empty plain objects
 * are empty; booleans and numbers never are (0 and false are answers, not blanks).
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value === '' || value === 'null' || value === 'undefined';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    return (proto === Object.prototype || proto === null) && Object.keys(value).length === 0;
  }
  return false;
}

const HTTP_URL = /^https?:\/\/\S+$/i;

/** Spec section 5: a URL must start with http:// or https://. */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

/** The length spec section 9 gives for a mobile number. */
export const MOBILE_LENGTH = 11;

/**
 * A mainland mobile number. The original refused an 11-character value only when it matched a landline
 * pattern (`^0\d{2,3}-?\d{7,8}$`), letting anything else through; we implement the intent (docs/api.md).
 */
const MOBILE = /^1[3-9]\d{9}$/;

export type MobileProblem = 'mobile.empty' | 'mobile.length' | 'mobile.format';

/** The catalogue key of what is wrong with a mobile number, in the spec's order, or null when it is valid. */
export function mobileProblem(value: string | null | undefined): MobileProblem | null {
  if (value === null || value === undefined || isEmpty(value)) return 'mobile.empty';
  if (value.length !== MOBILE_LENGTH) return 'mobile.length';
  return MOBILE.test(value) ? null : 'mobile.format';
}
