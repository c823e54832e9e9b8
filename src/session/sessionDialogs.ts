/** Which of the session's dialogs is open: the shell's dropdown and requestLock() open them, SessionDialogs shows them. */
import { createStore } from '../store/createStore.ts';

export type SessionDialog = 'changePassword' | 'lockPassword';

export const sessionDialogs = createStore<{ open: SessionDialog | null }>({ open: null });

export function openSessionDialog(dialog: SessionDialog): void {
  sessionDialogs.setState({ open: dialog });
}

export function closeSessionDialog(): void {
  sessionDialogs.setState({ open: null });
}
