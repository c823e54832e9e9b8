/** Component tests import this first: a happy-dom window as the global DOM for Testing Library. */
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import './consoleGuard.ts';
import './quietAbortedFetch.ts';

if (!GlobalRegistrator.isRegistered) GlobalRegistrator.register({ url: 'http://127.0.0.1:8080/' });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
