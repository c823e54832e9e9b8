/**
 * 支部党员详情 (/vanguard/information/detail/{id}/{userId}): the membership of cadre {userId} in branch {id}
 * (the latest, when they left and came back): role, since when, pension, 流动党员 and where, status; with a
 * link to the cadre's archive.
 */
import { useCallback } from 'react';
import { fieldOf } from '../../../model/resource/fields.ts';
import { partyMember } from '../../../model/resources/partyMember.ts';
import { EmptyState } from '../../crud/EmptyState.tsx';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { resourceApi } from '../../http/api/resource.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { FactList } from '../../ui/FactList.tsx';
import { useLoaded } from '../../http/useLoaded.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { vanguardBranchPages } from '../../../model/i18n/vanguardBranchPages.ts';

type Member = Record<string, unknown>;
const members = resourceApi<Member>('partyMember');
const branches = resourceApi<Member>('partyBranch');
const label = (name: string) => fieldOf(partyMember, name)!.label;
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export default function MemberDetailPage({ params }: PageProps) {
  const t = useT(crud, vanguardBranchPages);
  const { id = '', userId = '' } = params;
  const load = useCallback(
    (signal: AbortSignal) =>
      Promise.all([
        members.list({ branchId: id, cadreId: userId, sort: 'joinBranchDate,desc', size: 1 }, { signal }),
        branches.get(id, { signal }).catch(() => null),
      ]).then(([page, branch]): Member | null => (page.records[0] ? { ...page.records[0], branchName: branch?.partyName } : null)),
    [id, userId],
  );
  const view = useLoaded(`${id}|${userId}`, load);
  const m = view.data;
  const state = m ? partyMember.lifecycle!.states[String(m.status)] : undefined;
  return (
    <section aria-labelledby="member-detail-title" className="flex flex-col gap-4 p-4">
      <h1 id="member-detail-title" className="text-lg font-medium text-ink">{t('vanguardPages.member.title')}{m ? `：${text(m.cadreName)}` : ''}</h1>
      {view.error ? <ErrorState message={view.error} onRetry={view.reload} /> : null}
      {view.loading ? <p className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {!view.loading && !view.error && !m ? <EmptyState message={t('vanguardPages.member.notFound')} /> : null}
      {m ? (
        <>
          <FactList
            rows={[
              [t.label(label('cadreName')), text(m.cadreName)],
              [t.label(label('branchId')), text(m.branchName ?? m.branchId)],
              [t.label(label('role')), text(m.roleLabel)],
              [t.label(label('joinBranchDate')), text(m.joinBranchDate)],
              [t.label(label('pensionBase')), text(m.pensionBase)],
              [t.label(label('status')), state ? t.label(state.label) : text(m.status)],
              [t.label(label('isFlowing')), m.isFlowing ? t('vanguardPages.member.flowing', { place: text(m.flowAddress) }) : t('vanguardPages.member.resident')],
              [t.label(label('flowStart')), text(m.flowStart)],
            ]}
          />
          <AppLink to={`/retiredCadres/allInfoDetail/${encodeURIComponent(userId)}`} className="text-sm text-primary hover:underline">{t('vanguardPages.member.archive')}</AppLink>
        </>
      ) : null}
    </section>
  );
}
