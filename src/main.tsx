/**
 * Browser entry: installs what runs once (error capture, the saved appearance, the screen size class),
 * restores the session, and mounts the app. With a stored session the shell's chunk and the request
 * signer start loading at once, alongside the session's own requests. What only a signed-in user needs
 * (the push channel) loads with the first sign-in, so the sign-in page does not download it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App, Workspace } from './App.tsx';
import { loadSigner } from './http/loadSigner.ts';
import { restoreSession, sessionStore } from './session/sessionStore.ts';
import { installAppearance } from './shell/installAppearance.ts';
import { watchScreen } from './shell/screen.ts';
import { installErrorCapture } from './store/errorCapture.ts';

installErrorCapture();
installAppearance();
watchScreen();
if (sessionStore.getState().status === 'restoring') {
  void Workspace.preload();
  void loadSigner();
}
void restoreSession();
// Connected while a user is signed in, closed on logout (spec section 4): started at the first sign-in
// (restored or new), and from then on it follows the session itself.
const waitForSignIn = sessionStore.subscribe((state) => {
  if (state.status !== 'signedIn') return;
  waitForSignIn();
  void import('./push/startPush.ts').then((m) => m.startPush());
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
