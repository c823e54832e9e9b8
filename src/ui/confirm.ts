/**
 * A generic confirmation (spec sections 2 and 5): `confirm(message)` asks through the one `<ConfirmHost />`
 * (ConfirmHost.tsx) the app mounts and resolves true for 确定. The question lives here, apart from the
 * dialog, so that code which may ask (the session, the request layer) does not bring the dialog with it.
 */
import { createStore } from '../store/createStore.ts';

interface Question {
  message: string;
  answer(yes: boolean): void;
}

export const questions = createStore<{ current: Question | null }>({ current: null });

export function confirm(message: string): Promise<boolean> {
  // A newer question replaces an unanswered one, which counts as 取消.
  questions.getState().current?.answer(false);
  return new Promise((resolve) => {
    const question: Question = {
      message,
      answer(yes) {
        if (questions.getState().current === question) questions.setState({ current: null });
        resolve(yes);
      },
    };
    questions.setState({ current: question });
  });
}

