-- 银耀之江's 银龄人才申报 (domain.md §6 talent_declare, docs/zhijiang.md): applications approved level by level
-- in the engine's review workflow (model/resource/reviewLifecycle.ts, levelledReviewLifecycle). status is the
-- workflow's state, status_reason the opinion of its last move, approver and approve_time the last decision's.
-- org_id is the declaring unit (the cadre's managing organisation): the record's scope and its levels.
CREATE TABLE zj_talent_declare (
  id             text PRIMARY KEY,
  cadre_id       text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name     text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  talent_type    text NOT NULL,
  specialty      text NOT NULL,
  title_grade    text,
  achievements   text NOT NULL,
  materials      jsonb NOT NULL DEFAULT '[]',
  declare_time   timestamptz,
  status         text NOT NULL DEFAULT 'draft'
                 CHECK (status IN ('draft', 'unitReview', 'cityReview', 'provinceReview', 'approved', 'returned')),
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
CREATE INDEX zj_talent_declare_org ON zj_talent_declare (org_id) WHERE del_flag = 0;
CREATE INDEX zj_talent_declare_cadre ON zj_talent_declare (cadre_id);

-- The approval trail (domain.md approval_log): one row per move of an application, written in the move's
-- transaction: its level (unit, city, province; none for a declaration), the result, the opinion.
CREATE TABLE zj_talent_approval (
  id          text PRIMARY KEY,
  declare_id  text NOT NULL REFERENCES zj_talent_declare (id) ON DELETE CASCADE,
  level       text CHECK (level IN ('unit', 'city', 'province')),
  result      text NOT NULL CHECK (result IN ('submit', 'approve', 'return')),
  opinion     text,
  approver    text NOT NULL REFERENCES sys_user (id),
  approver_org_id text NOT NULL REFERENCES sys_org (id),
  from_state  text NOT NULL,
  to_state    text NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX zj_talent_approval_declare ON zj_talent_approval (declare_id, create_time);

-- The declaration settings: one window (dates in China time, both days included) and each city's quota of
-- applications declared in it (330000 for the provincial units); no quota row means no limit.
CREATE TABLE zj_talent_config (
  id            text PRIMARY KEY CHECK (id = 'current'),
  window_start  date NOT NULL,
  window_end    date NOT NULL CHECK (window_end >= window_start),
  version       integer NOT NULL DEFAULT 1,
  update_by     text,
  update_time   timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE zj_talent_quota (
  city_code  text PRIMARY KEY REFERENCES sys_org (id),
  quota      integer NOT NULL CHECK (quota >= 0 AND quota <= 100000)
);

-- An approved application's 银龄人才 record in the cadre's archive names the application it came from.
ALTER TABLE cadre_talent ADD COLUMN talent_declare_id text REFERENCES zj_talent_declare (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX cadre_talent_declare ON cadre_talent (talent_declare_id) WHERE talent_declare_id IS NOT NULL;
