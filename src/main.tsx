/**
 * Browser entry: installs what runs once (error capture, the saved appearance, the screen size class),
 * restores a stored session, and mounts the app. With a stored session the shell's chunk and the request
 * signer start loading at once, alongside the session's own requests. What only a signed-in user needs
 * (the session machinery with the push channel, in the workspace's chunk) is not on the sign-in page until
 * a sign-in form is touched (src/session/loadSession.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App, Workspace } from './App.tsx';
import { loadSigner } from './http/loadSigner.ts';
import { loadSession } from './session/loadSession.ts';
import { restoreSession, sessionStore } from './session/sessionStore.ts';
import { installAppearance } from './shell/installAppearance.ts';
import { watchScreen } from './shell/screen.ts';
import { installErrorCapture } from './store/errorCapture.ts';

installErrorCapture();
installAppearance();
watchScreen();
// A stored sign-in is restored at once (with the session machinery, docs/session.md); a visitor without one
// loads the machinery when a sign-in form is touched.
if (sessionStore.getState().status === 'restoring') {
  void Workspace.preload();
  void loadSigner();
  void restoreSession();
}
// Connected while a user is signed in, closed on logout (spec section 4): started at the first sign-in
// (restored or new), and from then on it follows the session itself.
const waitForSignIn = sessionStore.subscribe((state) => {
  if (state.status !== 'signedIn') return;
  waitForSignIn();
  void loadSession().then((m) => m.startPush());
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
