/** Replaces the address (no history entry): the guards' answer for an address the user may not see. */
import { useLayoutEffect } from 'react';
import { navigate } from './navigate.ts';

export function Redirect({ to }: { to: string }) {
  useLayoutEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
