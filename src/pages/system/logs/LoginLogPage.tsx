/**
 * 登录日志 (/system/log): the sign-in log (who, when, from which address, the result and why, the method and
 * client) and, in a second tab, the error logs users uploaded from their browsers' error-log dialog, each
 * opened in full. Read-only: nobody changes or deletes a log (docs/system.md, "Logs and their protection").
 */
import { useCallback, useMemo, useState } from 'react';
import { clientErrorLog, loginLog } from '../../../../model/resources/logs.ts';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { Button } from '../../../ui/button.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { ClientErrorDialog } from './ClientErrorDialog.tsx';
import { DeclaredList } from '../../../crud/list/DeclaredList.tsx';
import { clientErrorLogApi, loginLogApi } from './logApi.ts';
import { loginMethodLabel, loginMethodOptions, loginReasonLabel, loginResultLabel, loginResultOptions } from './logLabels.ts';
import { useDeclaredList, type ListLoader } from '../../../crud/list/useDeclaredList.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const loadSignIns: ListLoader = (query, signal) => loginLogApi.list(query, { signal });
const loadErrors: ListLoader = (query, signal) => clientErrorLogApi.list(query, { signal });

function SignInLog() {
  const t = useT(crud, systemPages);
  const list = useDeclaredList(loginLog, loadSignIns);
  const cells = useMemo(
    () => ({
      result: (r: WireRecord) => <span className={r.result === 'success' ? 'text-success' : r.result === 'logout' ? '' : 'text-danger'}>{loginResultLabel(t, r.result)}</span>,
      method: (r: WireRecord) => loginMethodLabel(t, r.method),
      reason: (r: WireRecord) => loginReasonLabel(t, r.reason),
    }),
    [t],
  );
  return (
    <DeclaredList
      list={list}
      label={t.label(loginLog.label)}
      cells={cells}
      choices={{ result: loginResultOptions(t), method: loginMethodOptions(t) }}
      rowLabel={(r) => String(r.username ?? '')}
    />
  );
}

function BrowserErrorLog() {
  const t = useT(crud, systemPages);
  const list = useDeclaredList(clientErrorLog, loadErrors);
  const [shown, setShown] = useState<WireRecord | null>(null);
  const actions = useCallback(
    (r: WireRecord) => (
      <Button size="sm" variant="link" aria-label={t('systemPages.log.clientErrorOf', { message: String(r.message ?? '').slice(0, 40) })} onClick={() => setShown(r)}>
        {t('crud.detail')}
      </Button>
    ),
    [t],
  );
  return (
    <>
      <DeclaredList list={list} label={t.label(clientErrorLog.label)} actions={actions} actionsWidth={90} rowLabel={(r) => String(r.message ?? '')} />
      <ClientErrorDialog entry={shown} onClose={() => setShown(null)} />
    </>
  );
}

export default function LoginLogPage(_: PageProps) {
  const t = useT(crud, systemPages);
  const [tab, setTab] = useState('signIns');
  return (
    <section aria-labelledby="login-log-title" className="flex flex-col gap-3 p-4">
      <h1 id="login-log-title" className="sr-only">{t.label(loginLog.label)}</h1>
      <p className="text-sm text-muted">{t('systemPages.log.readOnly')}</p>
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={t('systemPages.log.kinds')}
        tabs={[
          { value: 'signIns', label: t.label(loginLog.label), content: <div className="pt-3"><SignInLog /></div> },
          { value: 'browserErrors', label: t.label(clientErrorLog.label), content: <div className="pt-3"><BrowserErrorLog /></div> },
        ]}
      />
    </section>
  );
}
