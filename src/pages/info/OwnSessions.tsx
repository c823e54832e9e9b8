/**
 * Where the user is signed in now (GET personal/sessions), this device first, and signing another of them
 * out after a confirmation (DELETE personal/sessions/{id}). This device signs out through 退出登录.
 */
import { useState } from 'react';
import { formatDateTime } from '../../crud/format/dateTime.ts';
import type { OwnSession } from '../../../model/personal.ts';
import { endOwnSession, ownSessions } from '../../http/api/personal.ts';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm.ts';
import { showToast } from '../../ui/toastStore.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { WhenLoaded } from '../cadre/statistics/WhenLoaded.tsx';
import { browserOf } from '../system/online/browserOf.ts';
import { shellViews } from '../../../model/i18n/shellViews.ts';

export function OwnSessions() {
  const t = useT(shellViews);
  const [version, setVersion] = useState(0);
  const [ending, setEnding] = useState<string | null>(null);
  const loaded = useLoaded(String(version), (signal) => ownSessions(signal));

  async function end(session: OwnSession, device: string) {
    const ip = session.ip ?? t('info.unknown');
    if (!(await confirm(t('info.sessions.endConfirm', { device, ip })))) return;
    setEnding(session.id);
    try {
      await endOwnSession(session.id);
      showToast(t('info.sessions.ended'), 'success');
    } catch {
      // The request layer has shown the server's reason.
    } finally {
      setEnding(null);
      setVersion((n) => n + 1);
    }
  }

  return (
    <WhenLoaded loaded={loaded}>
      {(sessions) => (
        <div className="overflow-x-auto">
          <p className="mb-2 text-sm text-muted">{t('info.sessions.hint')}</p>
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className="p-2 font-normal">{t('info.sessions.device')}</th>
                <th className="p-2 font-normal">{t('info.history.ip')}</th>
                <th className="p-2 font-normal">{t('info.sessions.since')}</th>
                <th className="p-2 font-normal">{t('info.sessions.lastSeen')}</th>
                <th className="p-2 font-normal">{t('info.sessions.action')}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => {
                const device = browserOf(session.userAgent) || t('info.unknown');
                return (
                  <tr key={session.id} className="border-t border-line">
                    <td className="p-2" title={session.userAgent ?? ''}>{device}</td>
                    <td className="p-2">{session.ip ?? t('info.unknown')}</td>
                    <td className="p-2 whitespace-nowrap">{formatDateTime(session.createdAt)}</td>
                    <td className="p-2 whitespace-nowrap">{formatDateTime(session.lastSeenAt)}</td>
                    <td className="p-2">
                      {session.current ? (
                        <span className="rounded bg-primary/10 px-1 text-xs text-primary">{t('info.sessions.current')}</span>
                      ) : (
                        <Button
                          size="sm"
                          variant="link"
                          disabled={ending !== null}
                          aria-busy={ending === session.id || undefined}
                          aria-label={t('info.sessions.endOf', { device, ip: session.ip ?? t('info.unknown') })}
                          onClick={() => void end(session, device)}
                        >
                          {t('info.sessions.end')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </WhenLoaded>
  );
}
