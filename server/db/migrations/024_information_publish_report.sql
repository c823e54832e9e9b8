-- 信息发布's other records (domain.md §8): 信息报送 (work_report) on the review workflow, and 重要会议, 公勺公筷
-- and 每日播报 on the publish lifecycle of news (0 草稿 → 1 已发布 → 2 已撤回 → 0).

-- 信息报送: work information a unit submits upward. status is the review workflow's state (draft 草稿,
-- submitted 已报送, adopted 已采用, returned 已退回); approver and approve_time the last decision's; news_id
-- the 新闻动态 draft made from it when it was adopted.
CREATE TABLE work_report (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  report_type    text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  reporter       text NOT NULL,
  content        text NOT NULL,
  attachments    jsonb NOT NULL DEFAULT '[]',
  status         text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'adopted', 'returned')),
  status_reason  text,
  approver       text REFERENCES sys_user (id),
  approve_time   timestamptz,
  news_id        text REFERENCES news_trend (id),
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
CREATE INDEX work_report_org ON work_report (org_id) WHERE del_flag = 0;
-- The reviewers' queue: reports waiting for a decision.
CREATE INDEX work_report_pending ON work_report (org_id) WHERE del_flag = 0 AND status = 'submitted';

-- 重要会议 (EpidemicPage, API prevent).
CREATE TABLE important_meeting (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  meeting_date   date NOT NULL,
  place          text,
  org_id         text NOT NULL REFERENCES sys_org (id),
  content        text NOT NULL,
  attachments    jsonb NOT NULL DEFAULT '[]',
  publish_time   timestamptz,
  status         text NOT NULL DEFAULT '0' CHECK (status IN ('0', '1', '2')),
  status_reason  text,
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
CREATE INDEX important_meeting_org ON important_meeting (org_id) WHERE del_flag = 0;
CREATE TRIGGER important_meeting_publish_time BEFORE UPDATE OF status ON important_meeting FOR EACH ROW EXECUTE FUNCTION information_publish_time();

-- 公勺公筷 (ServingChopsticks, API spoon): the campaign's items, with pictures.
CREATE TABLE spoon_campaign (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  content        text NOT NULL,
  images         jsonb NOT NULL DEFAULT '[]',
  publish_time   timestamptz,
  status         text NOT NULL DEFAULT '0' CHECK (status IN ('0', '1', '2')),
  status_reason  text,
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
CREATE INDEX spoon_campaign_org ON spoon_campaign (org_id) WHERE del_flag = 0;
CREATE TRIGGER spoon_campaign_publish_time BEFORE UPDATE OF status ON spoon_campaign FOR EACH ROW EXECUTE FUNCTION information_publish_time();

-- 每日播报 (API dailybroadcast): a short broadcast of the day.
CREATE TABLE daily_broadcast (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  broadcast_date date NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  content        text NOT NULL,
  publish_time   timestamptz,
  status         text NOT NULL DEFAULT '0' CHECK (status IN ('0', '1', '2')),
  status_reason  text,
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
CREATE INDEX daily_broadcast_org ON daily_broadcast (org_id, broadcast_date DESC) WHERE del_flag = 0;
CREATE TRIGGER daily_broadcast_publish_time BEFORE UPDATE OF status ON daily_broadcast FOR EACH ROW EXECUTE FUNCTION information_publish_time();

-- 通知公告 to people (domain.md §8): receive_type 0 单位 (receive_orgs) or 1 个人 (receive_users, account ids).
ALTER TABLE notice ADD COLUMN receive_type text NOT NULL DEFAULT '0' CHECK (receive_type IN ('0', '1'));
ALTER TABLE notice ADD COLUMN receive_users jsonb NOT NULL DEFAULT '[]';
