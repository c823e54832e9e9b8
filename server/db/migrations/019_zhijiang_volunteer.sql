-- 银耀之江 (domain.md §6): volunteers (teams, volunteers, service activities and the registrations that
-- credit each volunteer's hours), the lecturer groups with their lecturers and lectures, information groups,
-- studios, 最美银龄 (reviewed), talent brand teams and 关爱下一代 activities. Counts and totals kept by the
-- server (server/areas/zhijiang) sit beside the records, so that lists sort and rank by them.
CREATE TABLE zj_volunteer_team (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  team_name      text NOT NULL,
  team_type      jsonb NOT NULL DEFAULT '[]',
  charge_person  text NOT NULL,
  phone          text NOT NULL,
  create_date    date NOT NULL,
  team_context   text NOT NULL,
  member_count   integer NOT NULL DEFAULT 0,
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'dissolved')),
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
CREATE INDEX zj_volunteer_team_org ON zj_volunteer_team (org_id);

CREATE TABLE zj_volunteer_person (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  team_id        text REFERENCES zj_volunteer_team (id),
  team_name      text,
  cadre_id       text REFERENCES cadre (id),
  name           text NOT NULL,
  id_card        text,
  phone          text,
  specialty      text,
  join_date      date NOT NULL,
  service_hours  numeric(10, 1) NOT NULL DEFAULT 0,
  activity_count integer NOT NULL DEFAULT 0,
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'left')),
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
CREATE INDEX zj_volunteer_person_org ON zj_volunteer_person (org_id);
CREATE INDEX zj_volunteer_person_team ON zj_volunteer_person (team_id);
-- One live volunteer per cadre and per ID number (the hook says so first, naming the rule).
CREATE UNIQUE INDEX zj_volunteer_person_cadre ON zj_volunteer_person (cadre_id) WHERE del_flag = 0 AND cadre_id IS NOT NULL;
CREATE UNIQUE INDEX zj_volunteer_person_id_card ON zj_volunteer_person (id_card) WHERE del_flag = 0 AND id_card IS NOT NULL;

CREATE TABLE zj_volunteer_activity (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  team_id        text REFERENCES zj_volunteer_team (id),
  team_name      text,
  activity_name  text NOT NULL,
  activity_date  date NOT NULL,
  place          text NOT NULL,
  service_hours  numeric(4, 1) NOT NULL,
  context        text NOT NULL,
  photos         jsonb NOT NULL DEFAULT '[]',
  volunteer_count integer NOT NULL DEFAULT 0,
  total_hours    numeric(10, 1) NOT NULL DEFAULT 0,
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
CREATE INDEX zj_volunteer_activity_org ON zj_volunteer_activity (org_id);
CREATE INDEX zj_volunteer_activity_team ON zj_volunteer_activity (team_id);

CREATE TABLE zj_volunteer_registration (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  activity_id    text NOT NULL REFERENCES zj_volunteer_activity (id) ON DELETE CASCADE,
  activity_name  text NOT NULL,
  activity_date  date NOT NULL,
  person_id      text NOT NULL REFERENCES zj_volunteer_person (id) ON DELETE CASCADE,
  person_name    text NOT NULL,
  hours          numeric(4, 1) NOT NULL CHECK (hours > 0 AND hours <= 24),
  remarks        text,
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
CREATE INDEX zj_volunteer_registration_activity ON zj_volunteer_registration (activity_id);
CREATE INDEX zj_volunteer_registration_person ON zj_volunteer_registration (person_id);
-- A volunteer is registered once per activity.
CREATE UNIQUE INDEX zj_volunteer_registration_once ON zj_volunteer_registration (activity_id, person_id) WHERE del_flag = 0;

CREATE TABLE zj_lecturer_group (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  group_name     text NOT NULL,
  level          text NOT NULL,
  leader         text,
  phone          text,
  found_date     date,
  intro          text,
  lecturer_count integer NOT NULL DEFAULT 0,
  lecture_count  integer NOT NULL DEFAULT 0,
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
CREATE INDEX zj_lecturer_group_org ON zj_lecturer_group (org_id);

CREATE TABLE zj_lecturer (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  group_id       text NOT NULL REFERENCES zj_lecturer_group (id) ON DELETE CASCADE,
  group_name     text NOT NULL,
  cadre_id       text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name     text NOT NULL,
  topics         text NOT NULL,
  join_date      date,
  lecture_count  integer NOT NULL DEFAULT 0,
  audience_total integer NOT NULL DEFAULT 0,
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
CREATE INDEX zj_lecturer_group_id ON zj_lecturer (group_id);
CREATE INDEX zj_lecturer_org ON zj_lecturer (org_id);
-- A cadre is a lecturer of a group once.
CREATE UNIQUE INDEX zj_lecturer_once ON zj_lecturer (group_id, cadre_id) WHERE del_flag = 0;

CREATE TABLE zj_lecture (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  lecturer_id    text NOT NULL REFERENCES zj_lecturer (id) ON DELETE CASCADE,
  lecturer_name  text NOT NULL,
  group_id       text NOT NULL REFERENCES zj_lecturer_group (id) ON DELETE CASCADE,
  lecture_date   date NOT NULL,
  place          text NOT NULL,
  audience       text NOT NULL,
  audience_count integer NOT NULL DEFAULT 0 CHECK (audience_count >= 0),
  topic          text NOT NULL,
  photos         jsonb NOT NULL DEFAULT '[]',
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
CREATE INDEX zj_lecture_lecturer ON zj_lecture (lecturer_id);
CREATE INDEX zj_lecture_org ON zj_lecture (org_id);

CREATE TABLE zj_info_group (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  group_name     text NOT NULL,
  leader         text NOT NULL,
  phone          text,
  member_count   integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
  members        text,
  duty           text,
  found_date     date,
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
CREATE INDEX zj_info_group_org ON zj_info_group (org_id);

CREATE TABLE zj_studio (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  studio_name    text NOT NULL,
  field          text NOT NULL,
  leader_cadre_id text REFERENCES cadre (id),
  leader_name    text,
  phone          text,
  address        text NOT NULL,
  found_date     date,
  intro          text NOT NULL,
  achievements   text,
  photos         jsonb NOT NULL DEFAULT '[]',
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
CREATE INDEX zj_studio_org ON zj_studio (org_id);

-- 最美银龄 runs the engine's review workflow (model/resource/reviewLifecycle.ts).
CREATE TABLE zj_beautiful (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  title          text NOT NULL,
  type           text NOT NULL,
  author         text NOT NULL,
  content        text NOT NULL,
  photos         jsonb NOT NULL DEFAULT '[]',
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
CREATE INDEX zj_beautiful_org ON zj_beautiful (org_id);
CREATE INDEX zj_beautiful_pending ON zj_beautiful (org_id) WHERE del_flag = 0 AND status = 'submitted';

CREATE TABLE zj_brand_team (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  team_name      text NOT NULL,
  brand          text NOT NULL,
  talent_type    text NOT NULL,
  leader         text NOT NULL,
  phone          text,
  member_count   integer NOT NULL DEFAULT 0 CHECK (member_count >= 0),
  members        text,
  found_date     date,
  intro          text NOT NULL,
  photos         jsonb NOT NULL DEFAULT '[]',
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
CREATE INDEX zj_brand_team_org ON zj_brand_team (org_id);

CREATE TABLE zj_care_next (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  title          text NOT NULL,
  activity_type  text NOT NULL,
  activity_date  date NOT NULL,
  place          text NOT NULL,
  five_old       jsonb NOT NULL DEFAULT '[]',
  organizer      text,
  youth_count    integer NOT NULL DEFAULT 0 CHECK (youth_count >= 0),
  content        text NOT NULL,
  photos         jsonb NOT NULL DEFAULT '[]',
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
CREATE INDEX zj_care_next_org ON zj_care_next (org_id);
