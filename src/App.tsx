/** The application root. */
import { LoginPage } from './pages/login/LoginPage.tsx';

export function App() {
  return <LoginPage />;
}
