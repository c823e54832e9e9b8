/** Ports for the request layer that record what the rules did: messages, navigation, session changes, log. */
import type { ClientConfig } from '../../src/http/clientConfig.ts';
import type { HttpPorts } from '../../src/http/ports.ts';
import type { ErrorReport } from '../../src/store/errorLog.ts';
import type { ToastTone } from '../../src/ui/toastStore.ts';

export interface FakePorts extends HttpPorts {
  token: string | null;
  deptId: string | null;
  notified: { message: string; tone: ToastTone }[];
  navigated: string[];
  /** 'clearToken' and 'clear', in order. */
  sessionCalls: string[];
  reports: ErrorReport[];
  settings: ClientConfig;
  here: string;
}

export function fakePorts(init: { token?: string | null; deptId?: string | null } = {}): FakePorts {
  const ports: FakePorts = {
    token: init.token === undefined ? 'T0KEN-abc' : init.token,
    deptId: init.deptId === undefined ? '330100' : init.deptId,
    notified: [],
    navigated: [],
    sessionCalls: [],
    reports: [],
    settings: { loginPortal: '/login', demoContact: '张三' },
    here: 'http://portal.test/retiredCadres/allInfo?tab=1',
    session: {
      getToken: () => ports.token,
      getDeptId: () => ports.deptId,
      clearToken: () => {
        ports.sessionCalls.push('clearToken');
        ports.token = null;
      },
      clear: () => {
        ports.sessionCalls.push('clear');
        ports.token = null;
      },
    },
    navigator: {
      navigate: (to) => ports.navigated.push(to),
      current: () => ports.here,
    },
    notify: (message, tone) => ports.notified.push({ message, tone }),
    report: (report) => ports.reports.push(report),
    config: () => ports.settings,
  };
  return ports;
}
