-- 银龄乐享, activity centres and their activities (domain.md §7, docs/enjoyLife.md "活动中心与活动"): centres,
-- their rooms, teams with their people, announcements, room bookings, and activities with their enrolments.
-- Every record of a centre is seen where the centre is (scopeVia); purging a centre takes its records along.
CREATE TABLE el_activity_center (
  id             text PRIMARY KEY,
  org_id         text NOT NULL REFERENCES sys_org (id),
  title          text NOT NULL,
  address        text NOT NULL,
  phone          text,
  thumbnail      text,
  content        text NOT NULL,
  room_count     integer NOT NULL DEFAULT 0,
  receive_orgs   jsonb NOT NULL DEFAULT '[]',
  attachment     jsonb NOT NULL DEFAULT '[]',
  push_status    text NOT NULL DEFAULT 'unpublished',
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
CREATE INDEX el_activity_center_org ON el_activity_center (org_id);

CREATE TABLE el_activity_room (
  id             text PRIMARY KEY,
  center_id      text NOT NULL REFERENCES el_activity_center (id) ON DELETE CASCADE,
  center_name    text NOT NULL,
  name           text NOT NULL,
  capacity       integer NOT NULL CHECK (capacity > 0),
  facilities     text,
  open_time      text NOT NULL,
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
CREATE INDEX el_activity_room_center ON el_activity_room (center_id);

CREATE TABLE el_activity_team (
  id             text PRIMARY KEY,
  center_id      text NOT NULL REFERENCES el_activity_center (id) ON DELETE CASCADE,
  center_name    text NOT NULL,
  name           text NOT NULL,
  team_type      text NOT NULL,
  leader         text NOT NULL,
  leader_phone   text,
  member_count   integer NOT NULL DEFAULT 0,
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
CREATE INDEX el_activity_team_center ON el_activity_team (center_id);

CREATE TABLE el_activity_team_member (
  id             text PRIMARY KEY,
  team_id        text NOT NULL REFERENCES el_activity_team (id) ON DELETE CASCADE,
  team_name      text NOT NULL,
  center_name    text NOT NULL,
  name           text NOT NULL,
  sex            text,
  mobile         text,
  team_role      text NOT NULL,
  join_date      date,
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
CREATE INDEX el_activity_team_member_team ON el_activity_team_member (team_id);

CREATE TABLE el_activity_announcement (
  id             text PRIMARY KEY,
  center_id      text NOT NULL REFERENCES el_activity_center (id) ON DELETE CASCADE,
  center_name    text NOT NULL,
  title          text NOT NULL,
  publish_date   date NOT NULL,
  content        text NOT NULL,
  status         text NOT NULL DEFAULT 'unpublished',
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
CREATE INDEX el_activity_announcement_center ON el_activity_announcement (center_id);

CREATE TABLE el_activity_appointment (
  id             text PRIMARY KEY,
  room_id        text NOT NULL REFERENCES el_activity_room (id) ON DELETE CASCADE,
  room_name      text NOT NULL,
  center_name    text NOT NULL,
  start_time     timestamptz NOT NULL,
  end_time       timestamptz NOT NULL,
  purpose        text NOT NULL,
  applicant      text NOT NULL,
  phone          text NOT NULL,
  people         integer NOT NULL CHECK (people > 0),
  status         text NOT NULL DEFAULT 'submitted',
  status_reason  text,
  tenant_id      text NOT NULL DEFAULT '1',
  version        integer NOT NULL DEFAULT 1,
  del_flag       smallint NOT NULL DEFAULT 0,
  deleted_at     timestamptz,
  deleted_by     text,
  create_by      text,
  create_time    timestamptz NOT NULL DEFAULT now(),
  update_by      text,
  update_time    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT el_activity_appointment_slot CHECK (end_time > start_time)
);
CREATE INDEX el_activity_appointment_room ON el_activity_appointment (room_id, start_time);

-- Two approved (or checked-in) bookings of a room never overlap. The hook says so first, naming the clash
-- (server/areas/enjoyLife/appointmentHooks.ts); this trigger holds it against every writer: it locks the
-- room's row, so that two transactions approving clashing bookings at once are taken one after the other
-- and the second sees the first (each statement of a plpgsql function reads committed rows afresh). Deferred
-- to the commit, so that the hook's clear message comes first.
CREATE FUNCTION el_activity_appointment_no_overlap() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.del_flag <> 0 OR NEW.status NOT IN ('approved', 'checkedIn') THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM el_activity_room WHERE id = NEW.room_id FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM el_activity_appointment a
     WHERE a.room_id = NEW.room_id AND a.id <> NEW.id AND a.del_flag = 0 AND a.status IN ('approved', 'checkedIn')
       AND a.start_time < NEW.end_time AND NEW.start_time < a.end_time
  ) THEN
    RAISE EXCEPTION 'el_activity_appointment: approved bookings of room % overlap', NEW.room_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'el_activity_appointment_no_overlap';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER el_activity_appointment_no_overlap AFTER INSERT OR UPDATE ON el_activity_appointment
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION el_activity_appointment_no_overlap();

CREATE TABLE el_activity (
  id             text PRIMARY KEY,
  center_id      text NOT NULL REFERENCES el_activity_center (id) ON DELETE CASCADE,
  center_name    text NOT NULL,
  title          text NOT NULL,
  activity_type  text NOT NULL,
  start_time     timestamptz NOT NULL,
  end_time       timestamptz NOT NULL,
  place          text NOT NULL,
  quota          integer NOT NULL CHECK (quota > 0),
  enrolled       integer NOT NULL DEFAULT 0,
  attended       integer NOT NULL DEFAULT 0,
  content        text,
  photo          text,
  summary        text,
  status         text NOT NULL DEFAULT 'draft',
  status_reason  text,
  tenant_id      text NOT NULL DEFAULT '1',
  version        integer NOT NULL DEFAULT 1,
  del_flag       smallint NOT NULL DEFAULT 0,
  deleted_at     timestamptz,
  deleted_by     text,
  create_by      text,
  create_time    timestamptz NOT NULL DEFAULT now(),
  update_by      text,
  update_time    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT el_activity_slot CHECK (end_time > start_time),
  CONSTRAINT el_activity_quota CHECK (enrolled <= quota)
);
CREATE INDEX el_activity_by_center ON el_activity (center_id, start_time);

CREATE TABLE el_activity_enrolment (
  id             text PRIMARY KEY,
  activity_id    text NOT NULL REFERENCES el_activity (id) ON DELETE CASCADE,
  activity_title text NOT NULL,
  cadre_id       text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name     text NOT NULL,
  enrol_date     date NOT NULL,
  attended       boolean NOT NULL DEFAULT false,
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
CREATE INDEX el_activity_enrolment_activity ON el_activity_enrolment (activity_id);
-- A cadre enrols once (the hook says so first).
CREATE UNIQUE INDEX el_activity_enrolment_once ON el_activity_enrolment (activity_id, cadre_id) WHERE del_flag = 0;

-- Purging a centre or an activity deletes its records through the foreign keys, past the engine's writes:
-- the activities' photo links go with them (cadre_sub_record_unlink_files, migration 006).
CREATE TRIGGER el_activity_unlink_files AFTER DELETE ON el_activity FOR EACH ROW EXECUTE FUNCTION cadre_sub_record_unlink_files('activity');
