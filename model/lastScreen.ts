/**
 * Which of the app's two documents the server sends for a page address (build.mjs, server/http/static.ts):
 * index.html, with the public pages' stylesheet (the workspace loads its own sheet after it), or
 * workspace.html, with the one complete stylesheet. The browser keeps a cookie saying that its last screen
 * was the workspace (a session is stored), so that a reload or a new tab of a signed-in user downloads one
 * sheet and no utility twice. A hint, not a credential: either document shows every screen correctly, and a
 * wrong guess costs a few kilobytes, never a wrong style.
 */
export const LAST_SCREEN_COOKIE = 'lgb_screen';
export const WORKSPACE_SCREEN = 'workspace';

/** Whether a Cookie header says the browser's last screen was the workspace. */
export function lastScreenIsWorkspace(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${LAST_SCREEN_COOKIE}=${WORKSPACE_SCREEN}`);
}
