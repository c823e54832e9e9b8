/**
 * 关工委组织 (/careChild/organization): the committees as a tree by level (省 → 市 → 县 → 乡 → 村) above the
 * engine's list of them. The tree starts at the committees of the highest level the user sees and opens a
 * committee's committees one level below on demand, each name opening the committee's details; a change to
 * the committees (a form, a delete, a restore) draws it afresh. The list below searches, exports and edits.
 */
import { useId, useState } from 'react';
import { careOrganization } from '../../../model/resources/careOrganization.ts';
import { useChangeVersion } from '../../crud/changes.ts';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { CrudList } from '../../crud/index.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { committeesBelow, LOWEST_LEVEL, topCommittees, type Committee } from './committeeApi.ts';
import { careChildPages } from '../../../model/i18n/careChildPages.ts';

const PATH = '/careChild/organization';

export default function CommitteePage({ query }: PageProps) {
  const version = useChangeVersion(careOrganization.name);
  return (
    <div className="flex flex-col">
      <CommitteeTree key={version} />
      <CrudList resource={careOrganization} basePath={PATH} params={{}} query={query} />
    </div>
  );
}

function CommitteeTree() {
  const t = useT(careChildPages);
  const titleId = useId();
  const top = useLoaded('top', topCommittees);
  return (
    <section aria-labelledby={titleId} aria-busy={top.loading} className="flex flex-col gap-2 px-4 pt-3">
      <h2 id={titleId} className="text-sm font-medium text-ink">{t('careChildPages.tree.title')}</h2>
      {top.error ? <ErrorState message={top.error} onRetry={top.reload} /> : null}
      {top.data ? <Branch records={top.data.records} total={top.data.total} label={t('careChildPages.tree.title')} empty={t('careChildPages.tree.none')} /> : null}
    </section>
  );
}

/** One level of the tree: its committees, each able to open the level below it. */
function Branch({ records, total, label, empty, id }: { records: readonly Committee[]; total: number; label: string; empty: string; id?: string }) {
  const t = useT(careChildPages);
  if (records.length === 0) return <p id={id} className="pl-6 text-sm text-muted">{empty}</p>;
  return (
    <ul id={id} aria-label={label} className="flex flex-col gap-1 text-sm">
      {records.map((committee) => (
        <CommitteeItem key={committee.id} committee={committee} />
      ))}
      {total > records.length ? <li className="pl-6 text-muted">{t('careChildPages.tree.more', { count: total - records.length })}</li> : null}
    </ul>
  );
}

function CommitteeItem({ committee }: { committee: Committee }) {
  const t = useT(careChildPages);
  const [open, setOpen] = useState(false);
  const belowId = useId();
  const name = committee.mechanismName;
  return (
    <li>
      <div className="flex items-center gap-2">
        {committee.level === LOWEST_LEVEL ? (
          <span aria-hidden className="inline-block w-5" />
        ) : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? belowId : undefined}
            aria-label={t(open ? 'careChildPages.tree.close' : 'careChildPages.tree.open', { name })}
            onClick={() => setOpen(!open)}
            className="inline-flex size-5 items-center justify-center rounded text-muted hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span aria-hidden>{open ? '▾' : '▸'}</span>
          </button>
        )}
        <AppLink to={`${PATH}/Details/${encodeURIComponent(committee.id)}`} className="text-primary hover:underline">
          {name}
        </AppLink>
        <span className="rounded border border-line px-1 text-xs text-muted">{committee.levelLabel}</span>
      </div>
      {open ? <Below parent={committee} id={belowId} /> : null}
    </li>
  );
}

function Below({ parent, id }: { parent: Committee; id: string }) {
  const t = useT(careChildPages);
  const below = useLoaded(parent.id, (signal) => committeesBelow(parent.id, signal));
  return (
    <div aria-busy={below.loading} className="ml-6 mt-1">
      {below.error ? <ErrorState message={below.error} onRetry={below.reload} /> : null}
      {below.data ? <Branch id={id} records={below.data.records} total={below.data.total} label={parent.mechanismName} empty={t('careChildPages.tree.noneBelow')} /> : null}
    </div>
  );
}
