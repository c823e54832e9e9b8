/**
 * Spec section 8 for answers (statuses 200 to 500), as an afterResponse hook: a 2xx envelope with code 0
 * passes; anything else becomes a RequestError carrying the message to show:
 * - 406 shows the body's `returnMessage`;
 * - body code 4 shows `msg`, silently for the six "empty" texts (the page shows its own empty state);
 * - 428 (wrong SMS code) goes to the caller without a global message: the form shows it under its field;
 * - otherwise the server's `msg`, else the status table.
 * What happens next (messages, logout, navigation) is failureRules.ts.
 */
import { zhTexts } from '../../model/i18n/index.ts';
import { platform } from '../../model/i18n/platform.ts';
import { CODE_BUSINESS, CODE_OK, HEADER_REQUEST_ID } from '../../model/wire.ts';
import { RequestError } from './errors.ts';
import type { ResponseState } from './options.ts';
import { isEnvelope, userMessage } from './statusMessage.ts';

const zh = zhTexts(platform);

/** Spec section 8: shown silently (keys empty.* of model/i18n/platform.ts). */
const SILENT_MESSAGES: ReadonlySet<string> = new Set(
  (['empty.noUnitAdmin', 'empty.noHealthRecord', 'empty.noResult', 'empty.noWorkInfo', 'empty.noFamilyInfo', 'empty.noResultForId'] as const).map(
    (key) => zh(key),
  ),
);

export function statusRules({ request, response, body, ports }: ResponseState): void {
  const status = response.status;
  const envelope = isEnvelope(body) ? body : undefined;
  const ok = status >= 200 && status < 300;
  if (ok && envelope?.code === CODE_OK) return;

  const returnMessage = (body as { returnMessage?: unknown } | undefined)?.returnMessage;
  const message =
    status === 406 && typeof returnMessage === 'string' && returnMessage !== ''
      ? returnMessage
      : userMessage(status, body, ports.config());
  const business = envelope?.code === CODE_BUSINESS;
  throw new RequestError({
    code: business ? 'business' : ok && !envelope ? 'malformed' : 'http',
    method: request.method,
    path: request.url.pathname,
    status,
    userMessage: message,
    body: envelope,
    requestId: response.headers.get(HEADER_REQUEST_ID) ?? undefined,
    silent: status === 428 || (business && SILENT_MESSAGES.has(message)),
  });
}
