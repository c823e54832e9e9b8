/**
 * The portal's client: the request layer with spec sections 6 to 8 as hooks. Every call of the app goes
 * through `http` (or an `http.extend(...)` of it).
 */
import { failureRules } from './failureRules.ts';
import { create } from './request.ts';
import { statusRules } from './statusRules.ts';
import { tokenRules } from './tokenRules.ts';

export const http = create({
  hooks: {
    beforeRequest: [tokenRules],
    afterResponse: [statusRules],
    beforeError: [failureRules],
  },
});
