-- 银龄乐享's services, content and directories (domain.md §7; docs/enjoyLife.md, "养老服务与学习内容").
-- Every table is scoped by its organisation (org_id), but the care plan, scoped through its cadre.

-- 一人一策 (onePersonOneStrategy): care plans of cadres who are very old, ill or living alone.
CREATE TABLE el_care_plan (
  id                  text PRIMARY KEY,
  cadre_id            text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name          text NOT NULL,
  manage_org_id       text NOT NULL REFERENCES sys_org (id),
  care_reasons        jsonb NOT NULL DEFAULT '[]',
  risk_factors        text NOT NULL,
  needs               text NOT NULL,
  measures            text NOT NULL,
  responsible_person  text NOT NULL,
  responsible_phone   text,
  contact_frequency   text NOT NULL,
  start_date          date NOT NULL,
  review_date         date NOT NULL CHECK (review_date >= start_date),
  status              text NOT NULL DEFAULT 'active',
  status_reason       text,
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
CREATE INDEX el_care_plan_cadre ON el_care_plan (cadre_id);
CREATE INDEX el_care_plan_review ON el_care_plan (review_date) WHERE del_flag = 0 AND status = 'active';
-- One plan in force per cadre, against concurrent writers too (the hook says so first, under the cadre field).
CREATE UNIQUE INDEX el_care_plan_one_active ON el_care_plan (cadre_id) WHERE del_flag = 0 AND status = 'active';

-- 养老服务: 家庭医生, 社区养老, 养老机构 (one table each), 就医指南.
CREATE TABLE el_care_doctor (
  id             text PRIMARY KEY,
  name           text NOT NULL,
  service_type   text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  address        text NOT NULL,
  phone          text NOT NULL,
  institution    text NOT NULL,
  intro          text NOT NULL,
  status         text NOT NULL DEFAULT '0',
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
CREATE INDEX el_care_doctor_org ON el_care_doctor (org_id) WHERE del_flag = 0;
CREATE TABLE el_care_community (
  id             text PRIMARY KEY,
  name           text NOT NULL,
  service_type   text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  address        text NOT NULL,
  phone          text NOT NULL,
  intro          text NOT NULL,
  status         text NOT NULL DEFAULT '0',
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
CREATE INDEX el_care_community_org ON el_care_community (org_id) WHERE del_flag = 0;
CREATE TABLE el_care_nursing (
  id             text PRIMARY KEY,
  name           text NOT NULL,
  service_type   text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  address        text NOT NULL,
  phone          text NOT NULL,
  beds           integer CHECK (beds >= 0),
  intro          text NOT NULL,
  status         text NOT NULL DEFAULT '0',
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
CREATE INDEX el_care_nursing_org ON el_care_nursing (org_id) WHERE del_flag = 0;
CREATE TABLE el_medical_guideline (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  content        text NOT NULL,
  attachments    jsonb NOT NULL DEFAULT '[]',
  status         text NOT NULL DEFAULT '0',
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
CREATE INDEX el_medical_guideline_org ON el_medical_guideline (org_id) WHERE del_flag = 0;

-- 专题学习, 工作简报, 重要论述: published reading matter.
CREATE TABLE el_topic_study (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  study_type     text NOT NULL,
  speaker        text,
  org_id         text NOT NULL REFERENCES sys_org (id),
  issue_date     date NOT NULL,
  content        text NOT NULL,
  attachments    jsonb NOT NULL DEFAULT '[]',
  status         text NOT NULL DEFAULT '0',
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
CREATE INDEX el_topic_study_org ON el_topic_study (org_id) WHERE del_flag = 0;
CREATE TABLE el_briefing (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  issue_no       text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  issue_date     date NOT NULL,
  content        text NOT NULL,
  attachments    jsonb NOT NULL DEFAULT '[]',
  status         text NOT NULL DEFAULT '0',
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
CREATE INDEX el_briefing_org ON el_briefing (org_id) WHERE del_flag = 0;
CREATE TABLE el_important_thought (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  speaker        text NOT NULL,
  source         text,
  org_id         text NOT NULL REFERENCES sys_org (id),
  issue_date     date NOT NULL,
  content        text NOT NULL,
  attachments    jsonb NOT NULL DEFAULT '[]',
  status         text NOT NULL DEFAULT '0',
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
CREATE INDEX el_important_thought_org ON el_important_thought (org_id) WHERE del_flag = 0;

-- 四就近, 为老惠老项目, 视频课程: directories without a push status.
CREATE TABLE el_four_nearby (
  id             text PRIMARY KEY,
  community      text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  address        text NOT NULL,
  nearby_items   jsonb NOT NULL DEFAULT '[]',
  cadre_count    integer NOT NULL CHECK (cadre_count >= 0),
  demo_level     text,
  contact_person text,
  phone          text,
  activities     text,
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
CREATE INDEX el_four_nearby_org ON el_four_nearby (org_id) WHERE del_flag = 0;
CREATE TABLE el_favorable_project (
  id             text PRIMARY KEY,
  name           text NOT NULL,
  provider       text NOT NULL,
  discount       text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  valid_from     date NOT NULL,
  valid_to       date NOT NULL CHECK (valid_to >= valid_from),
  phone          text,
  intro          text,
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
CREATE INDEX el_favorable_project_org ON el_favorable_project (org_id) WHERE del_flag = 0;
CREATE TABLE el_video_lesson (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  category       text NOT NULL,
  teacher        text NOT NULL,
  duration       integer NOT NULL CHECK (duration > 0),
  video_url      text NOT NULL CHECK (video_url ~* '^https?://'),
  org_id         text NOT NULL REFERENCES sys_org (id),
  intro          text,
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
CREATE INDEX el_video_lesson_org ON el_video_lesson (org_id) WHERE del_flag = 0;
