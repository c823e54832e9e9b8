-- 关心下一代 (domain.md §9): the 关工委 committees as a tree by level, their members, work news and 五老风采;
-- 工作联络 (domain.md §10): the annual reports (one per organisation and year) and the bureaus' staff teams.
CREATE TABLE care_org (
  id                  text PRIMARY KEY,
  org_id              text NOT NULL REFERENCES sys_org (id),
  mechanism_name      text NOT NULL,
  level               text NOT NULL,
  parent_id           text REFERENCES care_org (id),
  parent_name         text,
  contact_person      text,
  contact_information text,
  introduction        text NOT NULL,
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
CREATE INDEX care_org_org ON care_org (org_id);
CREATE INDEX care_org_parent ON care_org (parent_id);

CREATE TABLE care_member (
  id             text PRIMARY KEY,
  care_org_id    text NOT NULL REFERENCES care_org (id),
  care_org_name  text,
  member_name    text NOT NULL,
  sex            text,
  phone          text,
  five_old       text NOT NULL,
  cadre_id       text REFERENCES cadre (id),
  post           text,
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
CREATE INDEX care_member_org ON care_member (care_org_id);

-- Work news (kind 'trend') and 五老风采 (kind 'demeanor'): one table, one resource per kind.
CREATE TABLE care_content (
  id             text PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('trend', 'demeanor')),
  org_id         text NOT NULL REFERENCES sys_org (id),
  title          text NOT NULL,
  five_old       text,
  thumbnail      text,
  content        text NOT NULL,
  publish_time   timestamptz,
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
CREATE INDEX care_content_kind_org ON care_content (kind, org_id);
-- Published items take their time as news does (015_information_publish.sql).
CREATE TRIGGER care_content_publish_time BEFORE UPDATE OF status ON care_content FOR EACH ROW EXECUTE FUNCTION information_publish_time();

CREATE TABLE annual_report (
  id                 text PRIMARY KEY,
  org_id             text NOT NULL REFERENCES sys_org (id),
  year               integer NOT NULL,
  title              text NOT NULL,
  content            text,
  attachments        jsonb NOT NULL DEFAULT '[]',
  cadre_total        integer,
  retired_count      integer,
  pensioned_count    integer,
  deceased_count     integer,
  visit_count        integer,
  inpatient_count    integer,
  difficulty_count   integer,
  rest_count         integer,
  status             text NOT NULL DEFAULT 'draft',
  status_reason      text,
  approver           text,
  approve_time       timestamptz,
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
-- One live report per organisation and year (the hook says so first, under the year).
CREATE UNIQUE INDEX annual_report_org_year ON annual_report (org_id, year) WHERE del_flag = 0;

-- The bureaus' own staff: kind 'city' (市县工作队伍) and 'province' (省直单位工作队伍).
CREATE TABLE officer_team (
  id             text PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('city', 'province')),
  org_id         text NOT NULL REFERENCES sys_org (id),
  name           text NOT NULL,
  sex            text NOT NULL,
  post           text,
  full_part      text NOT NULL,
  phone          text,
  city           text NOT NULL,
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
CREATE INDEX officer_team_kind_org ON officer_team (kind, org_id);
