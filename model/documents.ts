/**
 * The app's two documents, each built from its own entry (build.mjs): the public one (index.html,
 * src/main.tsx: the sign-in page, the single sign-on landing, the error pages) and the workspace
 * (workspace.html, src/workspace.tsx: the shell, every signed-in page, the lock page). The server sends one
 * by the page's path alone (server/http/static.ts); in the browser, an address its document does not show
 * is loaded in full, in the other (src/router/navigate.ts): after a sign-in, at a logout or an expiry.
 */

/** The pages a visitor signs in on: only the public document shows them. */
export const SIGN_IN_PATHS = ['/login', '/authredirect', '/token'] as const;

/** The error pages: the public document's, and also shown inside the shell, for a signed-in user. */
export const ERROR_PATHS = ['/404', '/403', '/500', '/401'] as const;

export type DocumentName = 'index.html' | 'workspace.html';

const isOneOf = (paths: readonly string[], path: string) => paths.includes(path);

export function documentFor(path: string): DocumentName {
  return isOneOf(SIGN_IN_PATHS, path) || isOneOf(ERROR_PATHS, path) ? 'index.html' : 'workspace.html';
}

/** Whether a document shows an address in place: the workspace shows every page but the sign-in pages. */
export function shows(document: DocumentName, path: string): boolean {
  return document === 'index.html' ? documentFor(path) === 'index.html' : !isOneOf(SIGN_IN_PATHS, path);
}
