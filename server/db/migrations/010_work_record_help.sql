-- 疗养休养 (rest; domain.md §4.3) and 困难帮扶 (difficulty; §4.4): sub-records of a cadre, as wr_visit.
CREATE TABLE wr_rest (
  id             text PRIMARY KEY,
  cadre_id       text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name     text NOT NULL,
  manage_org_id  text NOT NULL REFERENCES sys_org (id),
  rest_type      text NOT NULL,
  place          text NOT NULL,
  start_date     date NOT NULL,
  end_date       date,
  companions     text,
  cost           numeric(12, 2),
  remark         text,
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
CREATE INDEX wr_rest_cadre ON wr_rest (cadre_id);

CREATE TABLE wr_difficulty (
  id             text PRIMARY KEY,
  cadre_id       text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name     text NOT NULL,
  manage_org_id  text NOT NULL REFERENCES sys_org (id),
  help_date      date NOT NULL,
  help_reason    text NOT NULL,
  help_money     numeric(12, 2) NOT NULL CHECK (help_money > 0),
  help_people    text NOT NULL,
  help_org       text NOT NULL,
  remark         text,
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
CREATE INDEX wr_difficulty_cadre ON wr_difficulty (cadre_id);
