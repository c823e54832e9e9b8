-- 走访慰问 (domain.md §4.1): one table for every kind of visit; each kind is its own resource and page
-- (birthdayVisit, hospitalizationVisit, …: `<visit_type>Visit`), which sees only its own rows.
CREATE TABLE wr_visit (
  id                 text PRIMARY KEY,
  cadre_id           text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name         text NOT NULL,
  manage_org_id      text NOT NULL REFERENCES sys_org (id),
  visit_type         text NOT NULL,
  visit_date         date NOT NULL,
  address            text,
  leader             text,
  entourage          text,
  consolation_goods  text,
  consolation_money  numeric(10, 2),
  physical_state     text,
  feedback           text,
  photos             jsonb NOT NULL DEFAULT '[]',
  holiday            text,
  remote_region      text,
  survivor_id        text REFERENCES cadre_survivor (id) ON DELETE SET NULL,
  tenant_id          text NOT NULL DEFAULT '1',
  version            integer NOT NULL DEFAULT 1,
  del_flag           smallint NOT NULL DEFAULT 0,
  deleted_at         timestamptz,
  deleted_by         text,
  create_by          text,
  create_time        timestamptz NOT NULL DEFAULT now(),
  update_by          text,
  update_time        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wr_visit_type_date ON wr_visit (visit_type, visit_date DESC) WHERE del_flag = 0;
CREATE INDEX wr_visit_cadre ON wr_visit (cadre_id);

-- Purging a cadre deletes its visits through the foreign key: their photos' links go too (as for the
-- archive's sub-records, 006), under the resource of the visit's kind.
CREATE FUNCTION wr_visit_unlink_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sys_file_link WHERE resource = OLD.visit_type || 'Visit' AND record_id = OLD.id;
  RETURN OLD;
END $$;
CREATE TRIGGER wr_visit_unlink_files AFTER DELETE ON wr_visit FOR EACH ROW EXECUTE FUNCTION wr_visit_unlink_files();
