/** An application's approval trail: its declaration and each level's decision with the opinion, oldest first. */
import { useId } from 'react';
import { useChangeVersion } from '../../crud/changes.ts';
import { formatDateTime } from '../../crud/format/dateTime.ts';
import { useT } from '../../i18n/locale.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { WhenLoaded } from '../cadre/statistics/WhenLoaded.tsx';
import { talentTrail } from './talentApi.ts';
import { TALENT_RESOURCE } from './talentPaths.ts';
import { zhijiangTalentPages } from '../../../model/i18n/zhijiangTalentPages.ts';

const TH = 'px-3 text-left font-medium whitespace-nowrap';

export function TalentTrail({ id }: { id: string }) {
  const t = useT(zhijiangTalentPages);
  const heading = useId();
  // A move made on the page above (approve, return, declare) writes a step: read the trail again.
  const version = useChangeVersion(TALENT_RESOURCE);
  const loaded = useLoaded(`${id}|${version}`, (signal) => talentTrail(id, signal));
  return (
    <section aria-labelledby={heading} className="mx-4 mb-4 flex flex-col gap-2 rounded bg-surface p-4 shadow-sm print:shadow-none">
      <h2 id={heading} className="text-base font-semibold text-ink">{t('talentPages.trail.title')}</h2>
      <WhenLoaded loaded={loaded}>
        {(steps) =>
          steps.length === 0 ? (
            <p className="text-sm text-muted">{t('talentPages.trail.empty')}</p>
          ) : (
            <div className="overflow-auto rounded border border-line">
              <table aria-labelledby={heading} className="w-full border-collapse text-sm">
                <thead className="bg-canvas text-ink">
                  <tr className="h-10 border-b border-line">
                    <th scope="col" className={TH}>{t('talentPages.trail.time')}</th>
                    <th scope="col" className={TH}>{t('talentPages.trail.level')}</th>
                    <th scope="col" className={TH}>{t('talentPages.trail.result')}</th>
                    <th scope="col" className={TH}>{t('talentPages.trail.approver')}</th>
                    <th scope="col" className={TH}>{t('talentPages.trail.org')}</th>
                    <th scope="col" className={TH}>{t('talentPages.trail.opinion')}</th>
                  </tr>
                </thead>
                <tbody>
                  {steps.map((s, i) => (
                    <tr key={i} className="h-10 border-b border-line last:border-b-0">
                      <td className="px-3 whitespace-nowrap tabular-nums">{formatDateTime(s.time)}</td>
                      <td className="px-3 whitespace-nowrap">{t(s.level ? `talentPages.level.${s.level}` : 'talentPages.level.declare')}</td>
                      <td className={s.result === 'return' ? 'px-3 whitespace-nowrap text-danger' : 'px-3 whitespace-nowrap'}>{t(`talentPages.result.${s.result}`)}</td>
                      <td className="px-3 whitespace-nowrap">{s.approverName}</td>
                      <td className="px-3">{s.approverOrgName}</td>
                      <td className="px-3">{s.opinion ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </WhenLoaded>
    </section>
  );
}
