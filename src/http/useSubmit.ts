/**
 * `useSubmit({ fields, show })`: the one way a form sends what the user typed. One send at a time (`busy`
 * disables the buttons meanwhile), and a refusal shown where the user is looking:
 * - the server's message for a field the form shows goes under that field (`show`);
 * - its messages for other fields join the form's problem line (`problem`);
 * - a refusal that names no field puts its own message there, unless the request layer has already toasted
 *   it (`toasted`: a form on the default client; the session's forms use formClient, which does not).
 * A refusal the form shows its own way (`refused`, a conflict's reload offer) shows nothing more. A call the
 * page cancelled shows nothing; any other error is a bug and is rethrown.
 */
import { useRef, useState } from 'react';
import type { FieldError } from '../../model/wire.ts';
import { RequestError } from './errors.ts';
import { failureMessage, fieldErrors } from './requestFailure.ts';

export interface SubmitOptions {
  /** The fields the form shows, whose messages go under them (none for a button that sends). */
  fields?: Iterable<string>;
  /** The messages for the fields shown, also by field name. */
  show?(errors: FieldError[], byField: Record<string, string>): void;
  /** The form's client is the default one, which has toasted a refusal already. */
  toasted?: boolean;
  /**
   * Sees each refusal first. True when the form has shown it its own way (a 409's reload offer, a wrong code
   * under its field), and nothing more is shown; false lets the above happen (after, say, emptying a field).
   */
  refused?(error: RequestError): boolean;
}

export interface Submit {
  busy: boolean;
  problem: string;
  setProblem(text: string): void;
  /** Sends, unless a send is on its way; true when it went through. */
  run(send: () => Promise<unknown>): Promise<boolean>;
}

export function useSubmit({ fields = [], show, toasted = false, refused }: SubmitOptions = {}): Submit {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  // A second click in the same render still sees busy false: the ref is what stops it.
  const sending = useRef(false);

  async function run(send: () => Promise<unknown>): Promise<boolean> {
    if (sending.current) return false;
    sending.current = true;
    setProblem('');
    setBusy(true);
    try {
      await send();
      return true;
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (error.code === 'aborted' || refused?.(error)) return false;
      const shown = new Set(fields);
      const errors = Object.entries(fieldErrors(error)).map(([field, message]) => ({ field, message }));
      const under = errors.filter((e) => shown.has(e.field));
      const elsewhere = errors.filter((e) => !shown.has(e.field)).map((e) => e.message);
      if (under.length) show?.(under, Object.fromEntries(under.map((e) => [e.field, e.message])));
      setProblem(elsewhere.length ? elsewhere.join('；') : under.length || toasted ? '' : failureMessage(error));
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { busy, problem, setProblem, run };
}

/** `refused` for a form whose conflict banner offers to reload: a 409 shows there, and nowhere else. */
export function conflicted(error: RequestError, show: (message: string) => void): boolean {
  if (error.status !== 409) return false;
  show(error.userMessage);
  return true;
}
