/**
 * Permission codes of the archive's hand-made pages (model/menu/groups/retiredCadres.ts: a page's code is
 * its path with '_' for '/' and '_view', a button's the page's with its action). Several pages show the
 * same figures, so an endpoint may accept any of their codes.
 */
import { httpError } from '../../http/errors.ts';
import type { Ctx, Handler } from '../../http/router.ts';

const code = (path: string, action = 'view') => `${path.slice(1).replaceAll('/', '_')}_${action}`;
const V = '/retiredVeteranCadres';

export const CODES = {
  statistics: [
    '/retiredCadres/basicStatistics', '/retiredCadres/tabulateStatistics', '/retiredCadres/statisticAnalysis', `${V}/statisticalAnalysis`,
    `${V}/statisticalAnalysis/basic`, `${V}/statisticalAnalysis/summary`, `${V}/statisticalAnalysis/record`, `${V}/statisticalAnalysis/analysis`,
    `${V}/statisticalAnalysis/registrationStatistics`,
  ].map((p) => code(p)),
  statisticsExport: ['/retiredCadres/basicStatistics', '/retiredCadres/tabulateStatistics', `${V}/statisticalAnalysis/basic`, `${V}/statisticalAnalysis/summary`].map((p) => code(p, 'export')),
  birthday: code(`${V}/birthdayReminder`),
  birthdayExport: code(`${V}/birthdayReminder`, 'export'),
  politics: code(`${V}/birthdayReminder/politics`),
  politicsExport: code(`${V}/birthdayReminder/politics`, 'export'),
  verificationView: code(`${V}/intelligentVerification`),
  verificationRun: code(`${V}/intelligentVerification`, 'run'),
  syncView: code(`${V}/synchronous`),
  syncApply: code(`${V}/synchronous`, 'apply'),
  syncErrorHandle: code(`${V}/synchronouserror`, 'handle'),
  importView: code(`${V}/import`),
  importUpload: code(`${V}/import`, 'upload'),
  appman: code(`${V}/appman`),
} as const;

/** Wraps a handler so that it runs only for a holder of every group of codes (one code of each list). */
export function requireAll(groups: readonly (string | readonly string[])[], handler: Handler): Handler {
  return (ctx: Ctx) => {
    const held = ctx.principal!.permissions;
    for (const group of groups) {
      const codes = typeof group === 'string' ? [group] : group;
      if (!codes.some((c) => held.has(c))) throw httpError(403, 'status.403');
    }
    return handler(ctx);
  };
}
