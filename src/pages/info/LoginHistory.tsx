/** The user's own sign-in history (GET personal/loginLog): time, address, browser and result, newest first. */
import { useState } from 'react';
import { formatDateTime } from '../../crud/format/dateTime.ts';
import { ownLoginLog } from '../../http/api/personal.ts';
import { useT } from '../../i18n/locale.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { useLoaded } from '../../http/useLoaded.ts';
import { WhenLoaded } from '../cadre/statistics/WhenLoaded.tsx';
import { browserOf } from '../system/online/browserOf.ts';
import { shellViews } from '../../../model/i18n/shellViews.ts';

const SIZE = 10;

export function LoginHistory() {
  const t = useT(shellViews);
  const [page, setPage] = useState({ current: 1, size: SIZE });
  const loaded = useLoaded(`${page.current}|${page.size}`, (signal) => ownLoginLog({ currentPage: page.current, pageSize: page.size }, signal));
  const resultLabel = (result: string) => {
    const key = `info.result.${result}` as keyof typeof shellViews;
    const label = t(key);
    return label === key ? result : label;
  };
  return (
    <WhenLoaded loaded={loaded}>
      {(data) => (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th className="p-2 font-normal">{t('info.history.time')}</th>
                  <th className="p-2 font-normal">{t('info.history.ip')}</th>
                  <th className="p-2 font-normal">{t('info.history.client')}</th>
                  <th className="p-2 font-normal">{t('info.history.result')}</th>
                </tr>
              </thead>
              <tbody>
                {data.records.map((row) => (
                  <tr key={row.id} className="border-t border-line">
                    <td className="p-2 whitespace-nowrap">{formatDateTime(row.loginTime, true)}</td>
                    <td className="p-2">{row.ip ?? t('info.unknown')}</td>
                    <td className="p-2" title={row.userAgent ?? ''}>{browserOf(row.userAgent) || t('info.unknown')}</td>
                    <td className={row.result === 'success' ? 'p-2' : 'p-2 text-danger'}>{resultLabel(row.result)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.records.length ? (
            <Pagination current={data.current} size={data.size} count={data} onChange={(current, size) => setPage({ current, size })} />
          ) : (
            <p className="p-2 text-sm text-muted">{t('info.history.empty')}</p>
          )}
        </>
      )}
    </WhenLoaded>
  );
}
