-- 住院登记 (inpatient; domain.md §4.2): a cadre's hospital stay, a sub-record of the cadre as wr_visit.
CREATE TABLE wr_inpatient (
  id              text PRIMARY KEY,
  cadre_id        text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name      text NOT NULL,
  manage_org_id   text NOT NULL REFERENCES sys_org (id),
  hospital_name   text NOT NULL,
  department      text NOT NULL,
  bed             text NOT NULL,
  admission_date  date NOT NULL,
  condition       text NOT NULL,
  discharge_date  date CHECK (discharge_date >= admission_date),
  outcome         text,
  is_visited      boolean NOT NULL DEFAULT false,
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
CREATE INDEX wr_inpatient_cadre ON wr_inpatient (cadre_id);
