-- 银龄先锋's remaining records (domain.md §5, docs/vanguard.md part 3): branch activities and their
-- participants, study records, online courses, core members and their training with its trainees, silver
-- stations, party-building sites and education bases (one table, a kind per page) with their visit
-- appointments (one table, a kind per kind of base).

CREATE TABLE vg_branch_activity (
  id             text PRIMARY KEY,
  branch_id         text NOT NULL REFERENCES vg_party_branch (id) ON DELETE CASCADE,
  branch_name       text NOT NULL,
  activity_name     text NOT NULL,
  activity_type     text NOT NULL,
  host              text,
  activity_date     date NOT NULL,
  place             text,
  participant_count integer NOT NULL DEFAULT 0,
  thumbnail         text,
  content           text,
  attachments       jsonb NOT NULL DEFAULT '[]',
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

CREATE INDEX vg_branch_activity_branch ON vg_branch_activity (branch_id);

CREATE TABLE vg_activity_participant (
  id             text PRIMARY KEY,
  activity_id    text NOT NULL REFERENCES vg_branch_activity (id) ON DELETE CASCADE,
  member_id      text NOT NULL REFERENCES vg_party_member (id) ON DELETE CASCADE,
  member_name    text NOT NULL,
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

-- A member takes part once (the hook says so first, naming the rule).
CREATE UNIQUE INDEX vg_activity_participant_once ON vg_activity_participant (activity_id, member_id) WHERE del_flag = 0;

CREATE TABLE vg_study_record (
  id             text PRIMARY KEY,
  branch_id         text NOT NULL REFERENCES vg_party_branch (id) ON DELETE CASCADE,
  branch_name       text NOT NULL,
  theme             text NOT NULL,
  study_time        date NOT NULL,
  host              text NOT NULL,
  study_form        text NOT NULL,
  participant_count integer,
  points            text NOT NULL,
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

CREATE INDEX vg_study_record_branch ON vg_study_record (branch_id);

CREATE TABLE vg_online_course (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  name           text NOT NULL,
  course_type    text NOT NULL,
  url            text NOT NULL CHECK (url ~* '^https?://'),
  thumbnail      text NOT NULL,
  attachments    jsonb NOT NULL DEFAULT '[]',
  intro          text,
  status         text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'withdrawn')),
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

CREATE INDEX vg_online_course_org ON vg_online_course (org_id);

CREATE TABLE vg_backbone (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  cadre_id       text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name     text NOT NULL,
  backbone_type  text NOT NULL,
  appoint_date   date NOT NULL,
  specialty      text,
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

CREATE INDEX vg_backbone_org ON vg_backbone (org_id);

CREATE TABLE vg_backbone_training (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  title          text NOT NULL,
  start_date     date NOT NULL,
  end_date       date NOT NULL CHECK (end_date >= start_date),
  place          text NOT NULL,
  hours          numeric(5, 1) NOT NULL,
  trainee_count  integer NOT NULL DEFAULT 0,
  content        text,
  status         text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'ongoing', 'finished')),
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

CREATE INDEX vg_backbone_training_org ON vg_backbone_training (org_id);

CREATE TABLE vg_backbone_trainee (
  id             text PRIMARY KEY,
  training_id    text NOT NULL REFERENCES vg_backbone_training (id) ON DELETE CASCADE,
  cadre_id       text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name     text NOT NULL,
  result         text,
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

CREATE UNIQUE INDEX vg_backbone_trainee_once ON vg_backbone_trainee (training_id, cadre_id) WHERE del_flag = 0;

CREATE TABLE vg_post_station (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  name           text NOT NULL,
  address        text NOT NULL,
  lng            numeric(9, 6),
  lat            numeric(8, 6),
  manager        text NOT NULL,
  phone          text NOT NULL,
  open_hours     text,
  star_level     integer CHECK (star_level BETWEEN 1 AND 5),
  services       text,
  photo          text,
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed')),
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

CREATE INDEX vg_post_station_org ON vg_post_station (org_id);

CREATE TABLE vg_party_base (
  id             text PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('partyBuilding', 'educationBase')),
  org_id         text NOT NULL REFERENCES sys_org (id),
  name           text NOT NULL,
  base_type      text NOT NULL,
  address        text NOT NULL,
  capacity       integer NOT NULL CHECK (capacity > 0),
  contact        text NOT NULL,
  phone          text NOT NULL,
  open_hours     text,
  intro          text,
  photo          text,
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

CREATE INDEX vg_party_base_kind_org ON vg_party_base (kind, org_id);

CREATE TABLE vg_base_appointment (
  id             text PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('partyBuildingAppointment', 'educationBaseAppointment')),
  base_id        text NOT NULL REFERENCES vg_party_base (id) ON DELETE CASCADE,
  base_name      text NOT NULL,
  visitor_org    text NOT NULL,
  visit_date     date NOT NULL,
  people         integer NOT NULL CHECK (people > 0),
  contact        text NOT NULL,
  phone          text NOT NULL,
  purpose        text,
  status         text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'approved', 'rejected', 'visited', 'cancelled')),
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

-- A base's bookings of a day, summed against its capacity on every booking.
CREATE INDEX vg_base_appointment_day ON vg_base_appointment (base_id, visit_date);
