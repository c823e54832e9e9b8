/**
 * The workspace's entry (workspace.html): the shell, every signed-in page and the lock page. It restores the
 * stored sign-in at once, with the request signer beside it, and asks for the page at the address (its code and
 * a list's first page) while the user and the menu load; a visitor without one is sent to the sign-in
 * page, in the public document (src/main.tsx). The push channel follows the session: connected while the
 * user is signed in (spec section 4).
 */
import { boot } from './boot.tsx';
import { loadSigner } from './http/loadSigner.ts';
import { startPush } from './push/startPush.ts';
import { session } from './session/sessionMachinery.ts';
import { sessionStore } from './session/sessionStore.ts';
import { askFirstScreen } from './shell/firstScreen.ts';
import Workspace from './shell/Workspace.tsx';

if (sessionStore.getState().status === 'restoring') void loadSigner();
void session.restore(askFirstScreen);
startPush();
boot('workspace.html', <Workspace />);
