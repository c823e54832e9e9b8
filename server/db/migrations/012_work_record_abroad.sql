-- 出国（境）登记 (abroad; domain.md §4.5) with its travel documents (wr_certificate), and 兼职登记 (parttime;
-- §4.6): sub-records of a cadre, as wr_visit. Dates are checked here too, so that no path writes them reversed.
CREATE TABLE wr_certificate (
  id              text PRIMARY KEY,
  cadre_id        text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name      text NOT NULL,
  manage_org_id   text NOT NULL REFERENCES sys_org (id),
  cert_type       text NOT NULL,
  cert_no         text NOT NULL,
  issue_date      date,
  expiry_date     date CHECK (expiry_date >= issue_date),
  custody_status  text NOT NULL DEFAULT 'kept',
  status_reason   text,
  remark          text,
  tenant_id       text NOT NULL DEFAULT '1',
  version         integer NOT NULL DEFAULT 1,
  del_flag        smallint NOT NULL DEFAULT 0,
  deleted_at      timestamptz,
  deleted_by      text,
  create_by       text,
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_by       text,
  update_time     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wr_certificate_cadre ON wr_certificate (cadre_id);

CREATE TABLE wr_abroad (
  id                  text PRIMARY KEY,
  cadre_id            text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name          text NOT NULL,
  manage_org_id       text NOT NULL REFERENCES sys_org (id),
  destination         text NOT NULL,
  reason              text NOT NULL,
  application_date    date NOT NULL,
  depart_date         date NOT NULL,
  return_date         date NOT NULL CHECK (return_date >= depart_date),
  cert_id             text REFERENCES wr_certificate (id) ON DELETE SET NULL,
  companions          text,
  actual_return_date  date CHECK (actual_return_date >= depart_date),
  status              text NOT NULL DEFAULT 'declared',
  status_reason       text,
  tenant_id           text NOT NULL DEFAULT '1',
  version             integer NOT NULL DEFAULT 1,
  del_flag            smallint NOT NULL DEFAULT 0,
  deleted_at          timestamptz,
  deleted_by          text,
  create_by           text,
  create_time         timestamptz NOT NULL DEFAULT now(),
  update_by           text,
  update_time         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wr_abroad_cadre ON wr_abroad (cadre_id);
-- The overdue list reads departed trips by their planned return.
CREATE INDEX wr_abroad_departed ON wr_abroad (return_date) WHERE status = 'departed' AND del_flag = 0;

CREATE TABLE wr_parttime (
  id              text PRIMARY KEY,
  cadre_id        text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name      text NOT NULL,
  manage_org_id   text NOT NULL REFERENCES sys_org (id),
  social_group    text NOT NULL,
  group_type      text NOT NULL,
  is_overseas     boolean NOT NULL DEFAULT false CHECK (NOT is_overseas),
  post            text NOT NULL,
  term_no         integer NOT NULL CHECK (term_no BETWEEN 1 AND 2),
  start_date      date NOT NULL,
  end_date        date CHECK (end_date >= start_date),
  is_legal_rep    boolean NOT NULL DEFAULT false,
  remuneration    numeric(12, 2) DEFAULT 0 CHECK (remuneration = 0),
  address         text,
  approval_no     text,
  approval_date   date,
  remark          text,
  tenant_id       text NOT NULL DEFAULT '1',
  version         integer NOT NULL DEFAULT 1,
  del_flag        smallint NOT NULL DEFAULT 0,
  deleted_at      timestamptz,
  deleted_by      text,
  create_by       text,
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_by       text,
  update_time     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wr_parttime_cadre ON wr_parttime (cadre_id);
