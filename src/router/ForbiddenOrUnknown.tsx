/**
 * The answer to an address that is none of the user's pages: /403 when it is a page of the catalogue they
 * lack, /404 when no page has it. A chunk of its own with the catalogue's patterns, loaded by the workspace
 * (as a lazy page: its loading text, and the reload offer when the download fails) only for such an address,
 * so that the shell's first paint does not carry every page's path.
 */
import { CATALOGUE_PATTERNS } from './cataloguePatterns.precomputed.ts';
import { Redirect } from './Redirect.tsx';
import { resolve, type RouteContext } from './resolve.ts';

export interface ForbiddenOrUnknownProps {
  path: string;
  search: string;
  context: RouteContext;
}

export default function ForbiddenOrUnknown({ path, search, context }: ForbiddenOrUnknownProps) {
  const answer = resolve(path, search, { ...context, known: CATALOGUE_PATTERNS });
  // With the catalogue's patterns the answer is a redirect, /403 or /404.
  return answer.kind === 'redirect' ? <Redirect to={answer.to} /> : null;
}
