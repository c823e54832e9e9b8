/** 银龄先锋 (silver vanguard, issue 20): its records run on the engine; this area adds their rules. */
import { CONTENT_KINDS } from '../../../model/resources/reviewedContent.ts';
import { registerHooks } from '../../engine/hooks.ts';
import { reviewedContentHooks } from './reviewedContentHooks.ts';

export function vanguardRoutes(): void {
  for (const kind of CONTENT_KINDS) registerHooks(kind, reviewedContentHooks(kind));
}
