/**
 * Which of the app's two documents the server sends for a page address (build.mjs, server/http/static.ts),
 * by its path alone: the public one (index.html: the sign-in page, the single sign-on landing, the error
 * pages), with the public pages' stylesheet, or the workspace's (workspace.html: the shell, every signed-in
 * page, the lock page), with the complete stylesheet and the workspace's code asked for at once. Either
 * document shows every screen correctly: a visitor without a session at a workspace address is sent to the
 * sign-in page, whose code and styles that document has too; a signed-in user at /login goes on to the
 * workspace, which index.html loads with its stylesheet.
 */
export const PUBLIC_DOCUMENT_PATHS: ReadonlySet<string> = new Set(['/login', '/authredirect', '/token', '/404', '/403', '/500', '/401']);

export function documentFor(path: string): 'index.html' | 'workspace.html' {
  return PUBLIC_DOCUMENT_PATHS.has(path) ? 'index.html' : 'workspace.html';
}
