/**
 * 自主录入 (/retiredVeteranCadres/selfEntry): the engine's list of self-entries (add, edit, submit,
 * delete), and the review flow around it: a reviewer's queue of submitted entries, each reviewed against
 * the archive (SelfEntryReview), and the entries sent back, with the reason, to be corrected and
 * resubmitted. Every move is a transition of the entry's lifecycle.
 */
import { useCallback, useState } from 'react';
import { CrudList } from '../../../crud/index.ts';
import { useTransitions } from '../../../crud/lifecycle/useTransitions.tsx';
import { isEditable } from '../../../crud/lifecycle/isEditable.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import type { PageProps } from '../../../router/pageProps.ts';
import { Button } from '../../../ui/button.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { SelfEntryReview } from './SelfEntryReview.tsx';
import { SelfEntryTable } from './SelfEntryTable.tsx';
import { REVIEW_CODE, SELF_ENTRY, SELF_ENTRY_PAGE, selfEntryEditPath } from './selfEntryView.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const IN_REVIEW = ['submitted', 'pending_review'];
const SENT_BACK = ['rejected'];
const NO_PARAMS = {};

export default function SelfEntryPage(_props: PageProps) {
  const t = useT(cadrePages);
  const can = usePermissions();
  const reviewer = can(REVIEW_CODE);
  const [tab, setTab] = useState(reviewer ? 'review' : 'all');
  const [reviewing, setReviewing] = useState<WireRecord | null>(null);
  const [queued, setQueued] = useState<number | null>(null);
  const [sentBack, setSentBack] = useState<number | null>(null);
  const transitions = useTransitions(SELF_ENTRY);
  const resubmit = SELF_ENTRY.lifecycle!.transitions.find((m) => m.name === 'submit')!;
  const start = transitions.start;

  const reviewActions = useCallback(
    (r: WireRecord) => (
      <Button size="sm" variant="link" aria-label={t('cadrePages.selfEntry.reviewOf', { name: String(r.realName ?? '') })} onClick={() => setReviewing(r)}>
        {t('cadrePages.selfEntry.review')}
      </Button>
    ),
    [t],
  );
  const sentBackActions = useCallback(
    (r: WireRecord) => {
      const name = String(r.realName ?? '');
      return (
        <span className="inline-flex items-center gap-1">
          {can(SELF_ENTRY.permissions.edit) && isEditable(SELF_ENTRY, r) ? (
            <AppLink to={selfEntryEditPath(r.id)} aria-label={t('cadrePages.selfEntry.fixOf', { name })} className="px-1 text-primary hover:underline">{t('cadrePages.selfEntry.fix')}</AppLink>
          ) : null}
          {can(SELF_ENTRY.permissions.edit) ? (
            <Button size="sm" variant="link" aria-label={t('cadrePages.selfEntry.resubmitOf', { name })} onClick={() => void start(r, resubmit)}>
              {t('cadrePages.selfEntry.resubmit')}
            </Button>
          ) : null}
        </span>
      );
    },
    [can, t, start, resubmit],
  );

  const counted = (key: 'cadrePages.selfEntry.queue' | 'cadrePages.selfEntry.sentBack', n: number | null) => (n ? t('cadrePages.selfEntry.withCount', { label: t(key), count: n }) : t(key));
  const tabs = [
    ...(reviewer
      ? [{
          value: 'review',
          label: counted('cadrePages.selfEntry.queue', queued),
          content: (
            <SelfEntryTable label={t('cadrePages.selfEntry.queue')} states={IN_REVIEW} empty={t('cadrePages.selfEntry.queueEmpty')} actions={reviewActions} actionsWidth={100} onTotal={setQueued} />
          ),
        }]
      : []),
    {
      value: 'sentBack',
      label: counted('cadrePages.selfEntry.sentBack', sentBack),
      content: (
        <>
          <p className="pt-3 text-sm text-muted">{t('cadrePages.selfEntry.sentBackHelp')}</p>
          <SelfEntryTable label={t('cadrePages.selfEntry.sentBack')} states={SENT_BACK} withReason empty={t('cadrePages.selfEntry.sentBackEmpty')} actions={sentBackActions} actionsWidth={160} onTotal={setSentBack} />
        </>
      ),
    },
    { value: 'all', label: t('cadrePages.selfEntry.all'), content: <CrudList resource={SELF_ENTRY} basePath={SELF_ENTRY_PAGE} params={NO_PARAMS} /> },
  ];

  return (
    // The list in the last tab carries the page's heading (the crud list's own).
    <section aria-label={t.label(SELF_ENTRY.label)} className="flex flex-col gap-2 p-4">
      <Tabs value={tab} onValueChange={setTab} label={t.label(SELF_ENTRY.label)} tabs={tabs} />
      <SelfEntryReview entry={reviewing} onClose={() => setReviewing(null)} />
      {transitions.dialog}
    </section>
  );
}
