/**
 * Spec section 8's handling rules, as a beforeError hook: every RequestError passes here exactly once.
 * - msg 登录失效，请重新登录: clear the token, show it, go to the login portal with a return address;
 * - HTTP 401: show it, log out locally, go to /home;
 * - HTTP 403: show it, go to the login portal with a return address;
 * - otherwise show the message unless it is silent (the six empty texts, 428) or the caller aborted.
 * Failures that are the system's fault rather than the user's are also written to the error log.
 */
import { zhTexts } from '../../model/i18n/index.ts';
import { platform } from '../../model/i18n/platform.ts';
import { portalAddress } from './clientConfig.ts';
import type { RequestError } from './errors.ts';
import type { ErrorState } from './options.ts';

const zh = zhTexts(platform);

/** Answers that are outcomes for the user (sign-in, permissions, demo limits, rate limits), not faults. */
const USER_OUTCOMES: ReadonlySet<number> = new Set([401, 403, 406, 417, 423, 426, 428, 429, 479]);

/** True when the error log should keep it: no answer, or an answer no correct client should get. */
function isFault(error: RequestError): boolean {
  switch (error.code) {
    case 'timeout':
    case 'network':
    case 'rejected':
    case 'malformed':
      return true;
    case 'http':
      return !USER_OUTCOMES.has(error.status);
    default:
      return false;
  }
}

/**
 * To the login portal with the page to come back to, once: when the user and the menu are asked for together,
 * both answers may say the session ended, and the second finds the browser at the portal already (going
 * again would make the portal itself the page to come back to).
 */
function toLoginPortal(ports: ErrorState['ports']): void {
  const portal = ports.config().loginPortal;
  const here = ports.navigator.current();
  if (here.split('?')[0] === portal.split('?')[0]) return;
  ports.navigator.navigate(portalAddress(portal, here));
}

export function failureRules({ error, request, ports }: ErrorState): void {
  if (error.code === 'aborted') return;
  const { session, navigator, notify } = ports;
  if (isFault(error)) {
    const answer = error.status ? String(error.status) : 'no answer';
    const id = error.requestId ? ` (request ${error.requestId})` : '';
    ports.report({ type: 'request', message: error.userMessage, info: `${error.method} ${request.url.href} → ${answer}${id}` });
  }
  // The session and permission rules read answers (statuses 200–500), never failures without one.
  const answered = error.code === 'http' || error.code === 'business';
  if (answered && error.userMessage === zh('session.expired')) {
    session.clearToken();
    notify(error.userMessage, 'error');
    toLoginPortal(ports);
    return;
  }
  if (answered && error.status === 401) {
    notify(error.userMessage, 'error');
    session.clear();
    navigator.navigate('/home');
    return;
  }
  if (answered && error.status === 403) {
    notify(error.userMessage, 'error');
    toLoginPortal(ports);
    return;
  }
  if (!error.silent) notify(error.userMessage, 'error');
}
