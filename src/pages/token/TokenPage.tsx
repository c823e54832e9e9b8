/**
 * /token, the single sign-on entry (spec sections 1 and 2): the 浙政钉 workbench, a sibling system's
 * hand-off or the return from the login page's 浙政钉 tab arrive here with a code (or a token) in the address.
 */
import { SsoLanding } from './SsoLanding.tsx';

export default function TokenPage() {
  return <SsoLanding />;
}
