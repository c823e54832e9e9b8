/**
 * The session machinery (sessionMachinery.ts: createSession and its parts, the request layer), and the one
 * way to reach it from code the public document runs too. The workspace's entry imports it at once; the
 * sign-in page needs none of it until a sign-in form is pointed at, typed in or shown, or at its submit at
 * the latest, with the form's steps (signInSteps.ts).
 */
export const loadSession = () => import('./sessionMachinery.ts');

/** What the public pages send to sign in (signInSteps.ts), with the machinery it imports. */
export const loadSignInSteps = () => import('./signInSteps.ts');
