/**
 * Browser entry: installs what runs once (error capture, the saved appearance, the screen size class),
 * restores the session, and mounts the app. With a stored session the shell's chunk starts loading at
 * once, alongside the session's own requests.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App, Workspace } from './App.tsx';
import { restoreSession, sessionStore } from './session/sessionStore.ts';
import { installAppearance } from './shell/installAppearance.ts';
import { watchScreen } from './shell/screen.ts';
import { installErrorCapture } from './store/errorCapture.ts';
import { startPush } from './push/startPush.ts';

installErrorCapture();
installAppearance();
watchScreen();
if (sessionStore.getState().status === 'restoring') void Workspace.preload();
void restoreSession();
// Connected while a user is signed in, closed on logout (spec section 4).
startPush();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
