-- 银龄先锋, the party branches of retired cadres (domain.md §5): branches, their members, the meetings of
-- 三会一课 with one attendance row per member, and the monthly party dues.
CREATE TABLE vg_party_branch (
  id                        text PRIMARY KEY,
  org_id                    text NOT NULL REFERENCES sys_org (id),
  party_name                text NOT NULL,
  branch_type               text NOT NULL,
  date_for_changing_leaders date NOT NULL,
  secretary_id              text REFERENCES cadre (id),
  secretary_name            text,
  deputy_secretary_id       text REFERENCES cadre (id),
  organ_commissary_id       text REFERENCES cadre (id),
  discipline_commissary_id  text REFERENCES cadre (id),
  publicity_commissary_id   text REFERENCES cadre (id),
  venue_type                text,
  venues                    text,
  member_count              integer NOT NULL DEFAULT 0,
  remarks                   text,
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
CREATE INDEX vg_party_branch_org ON vg_party_branch (org_id);

CREATE TABLE vg_party_member (
  id                text PRIMARY KEY,
  branch_id         text NOT NULL REFERENCES vg_party_branch (id) ON DELETE CASCADE,
  branch_name       text NOT NULL,
  cadre_id          text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name        text NOT NULL,
  role              text NOT NULL,
  join_branch_date  date NOT NULL,
  pension_base      numeric(12, 2) NOT NULL CHECK (pension_base >= 0),
  is_flowing        boolean NOT NULL DEFAULT false,
  flow_start        date,
  flow_address      text,
  status            text NOT NULL DEFAULT 'active',
  status_reason     text,
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
CREATE INDEX vg_party_member_branch ON vg_party_member (branch_id);
-- A cadre is an active member of one branch at most (the hook says so first, naming the rule).
CREATE UNIQUE INDEX vg_party_member_one_active ON vg_party_member (cadre_id) WHERE status = 'active' AND del_flag = 0;

CREATE TABLE vg_meeting (
  id             text PRIMARY KEY,
  branch_id      text NOT NULL REFERENCES vg_party_branch (id) ON DELETE CASCADE,
  branch_name    text NOT NULL,
  meeting_type   text NOT NULL,
  meeting_date   date NOT NULL,
  topic          text NOT NULL,
  host           text NOT NULL,
  recorder       text NOT NULL,
  expected_count integer NOT NULL DEFAULT 0,
  actual_count   integer NOT NULL DEFAULT 0,
  rate           numeric(5, 2) NOT NULL DEFAULT 0,
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
CREATE INDEX vg_meeting_branch_date ON vg_meeting (branch_id, meeting_date);

CREATE TABLE vg_meeting_attendance (
  id             text PRIMARY KEY,
  meeting_id     text NOT NULL REFERENCES vg_meeting (id) ON DELETE CASCADE,
  -- The branch's organisation, the rows' data scope (many rows: no probe of the meeting and branch per row).
  org_id         text NOT NULL REFERENCES sys_org (id),
  cadre_id       text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name     text NOT NULL,
  attend_status  text NOT NULL,
  leave_reason   text,
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
CREATE UNIQUE INDEX vg_meeting_attendance_one ON vg_meeting_attendance (meeting_id, cadre_id) WHERE del_flag = 0;

CREATE TABLE vg_party_dues (
  id                 text PRIMARY KEY,
  branch_id          text NOT NULL REFERENCES vg_party_branch (id) ON DELETE CASCADE,
  branch_name        text NOT NULL,
  cadre_id           text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name         text NOT NULL,
  dues_month         text NOT NULL,
  base_amount        numeric(12, 2) NOT NULL CHECK (base_amount >= 0),
  rate               numeric(4, 2) NOT NULL,
  due_amount         numeric(12, 2) NOT NULL,
  amount             numeric(12, 2) NOT NULL CHECK (amount >= 0),
  payment_state      text NOT NULL,
  payment_date       date,
  is_exempt          boolean NOT NULL DEFAULT false,
  exempt_reason      text,
  exempt_approver    text,
  exempt_date        date,
  remark             text,
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
CREATE INDEX vg_party_dues_branch_month ON vg_party_dues (branch_id, dues_month);
CREATE UNIQUE INDEX vg_party_dues_one_month ON vg_party_dues (cadre_id, dues_month) WHERE del_flag = 0;
