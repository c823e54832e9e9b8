/**
 * The session machinery (sessionMachinery.ts: createSession and its parts, the request layer, the push
 * channel's start), and the one way to reach it. A signed-out visitor's sign-in page needs none of it until
 * they touch a sign-in form, so it loads: at start when a sign-in is stored (to restore it), when another tab
 * signs in (sessionStore.ts), when the lock page or a single sign-on landing shows, and when a sign-in form
 * is pointed at, typed in or shown, or at its submit at the latest, with the form's steps (signInSteps.ts).
 *
 * It comes in the workspace's chunk: every screen that needs it but the sign-in forms shows the workspace,
 * and a sign-in leads there (docs/performance.md weighs the alternative).
 */
export const loadSession = () => import('../shell/Workspace.tsx').then((m) => m.sessionMachinery);

/** What the public pages send to sign in (signInSteps.ts), with the machinery it needs. */
export const loadSignInSteps = () => loadSession().then((m) => m.loadSignInSteps());
