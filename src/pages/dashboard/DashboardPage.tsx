/** /dashboard/index: the cockpit (CockpitBoard), the user's figures within their data scope. */
import { CockpitBoard } from './CockpitBoard.tsx';

export default function DashboardPage() {
  return <CockpitBoard />;
}
