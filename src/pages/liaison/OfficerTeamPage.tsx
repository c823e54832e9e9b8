/**
 * 市县工作队伍 (/officerGroup/city) and 省直单位工作队伍 (/officerGroup/directlySubordinate): how many people each
 * city (or provincial unit) has, full-time and part-time (the spec's `cadresTeam/city`, `cadresTeam/province`),
 * above the engine's list of the people; a count opens the list of its organisation's subtree (a city's bureau:
 * the whole city).
 */
import { cadresTeamCity } from '../../../model/resources/cadresTeamCity.ts';
import { cadresTeamProvince } from '../../../model/resources/cadresTeamProvince.ts';
import { useChangeVersion } from '../../crud/changes.ts';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { CrudList } from '../../crud/index.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { teamCounts } from './officerTeamApi.ts';
import { liaisonPages } from '../../../model/i18n/liaisonPages.ts';

const TEAMS = {
  city: { def: cadresTeamCity, path: '/officerGroup/city' },
  province: { def: cadresTeamProvince, path: '/officerGroup/directlySubordinate' },
} as const;

export function OfficerTeamPage({ team, query }: { team: keyof typeof TEAMS; query: PageProps['query'] }) {
  const t = useT(liaisonPages);
  const { def, path } = TEAMS[team];
  const version = useChangeVersion(def.name);
  // Asked again when the team's records change (a form, an import, a delete).
  const counts = useLoaded(`${team}|${version}`, (signal) => teamCounts(team, signal));
  const rows = counts.data ?? [];
  const titleId = `team-counts-${team}`;
  return (
    <div className="flex flex-col">
      <section aria-labelledby={titleId} aria-busy={counts.loading} className="flex flex-col gap-2 px-4 pt-3">
        <h2 id={titleId} className="text-sm font-medium text-ink">{t(team === 'city' ? 'liaisonPages.team.byCity' : 'liaisonPages.team.byUnit')}</h2>
        {counts.error ? <ErrorState message={counts.error} onRetry={counts.reload} /> : null}
        {rows.length ? (
          <ul className="flex flex-wrap gap-2 text-sm">
            {rows.map((r) => (
              <li key={r.orgId}>
                <AppLink to={`${path}?orgId=${encodeURIComponent(r.orgId)}`} className="inline-block rounded border border-line px-2 py-1 text-ink hover:border-primary">
                  {t('liaisonPages.team.countLabel', { name: r.name, total: r.total, fullTime: r.fullTime, partTime: r.partTime })}
                </AppLink>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <CrudList resource={def} basePath={path} params={{}} query={query} />
    </div>
  );
}

export const CityTeamPage = ({ query }: PageProps) => <OfficerTeamPage team="city" query={query} />;
export const ProvinceTeamPage = ({ query }: PageProps) => <OfficerTeamPage team="province" query={query} />;
