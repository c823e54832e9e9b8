-- 银龄先锋's reviewed content (domain.md §5, "Audited content items"): one table for every kind (最美先锋,
-- 心得体会, 云接力, 云展示, 党史学习教育, 精品党课, 双争先锋); each kind is its own resource, named as its
-- kind, which sees only its own rows. status is the review workflow's state (model/resource/reviewLifecycle.ts),
-- status_reason the reason of its last move (a rejection's, a withdrawal's), approver and approve_time the
-- last decision's.
CREATE TABLE vg_content (
  id             text PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('beautifulPioneer', 'thinkingSummary', 'cloudRelay', 'cloudShow',
                                               'partyHistoryEducation', 'excellentLecture', 'doublePioneer')),
  title          text NOT NULL,
  type           text,
  activity_date  date,
  place          text,
  author         text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  content        text NOT NULL,
  attachments    jsonb NOT NULL DEFAULT '[]',
  status         text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved', 'rejected', 'withdrawn')),
  status_reason  text,
  approver       text REFERENCES sys_user (id),
  approve_time   timestamptz,
  tenant_id      text NOT NULL DEFAULT '1',
  version        integer NOT NULL DEFAULT 1,
  del_flag       smallint NOT NULL DEFAULT 0,
  deleted_at     timestamptz,
  deleted_by     text,
  create_by      text,
  create_time    timestamptz NOT NULL DEFAULT now(),
  update_by      text,
  update_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vg_content_kind_org ON vg_content (kind, org_id) WHERE del_flag = 0;
-- The reviewers' queues: items waiting for a decision.
CREATE INDEX vg_content_pending ON vg_content (kind, org_id) WHERE del_flag = 0 AND status = 'submitted';

