-- The rows that belong to a cadre (the archive's sub-records, the work records, points, care plans, findings)
-- keep the cadre's scope beside them in scope_org_id: the cadre's managing organisation while the cadre is in
-- the archive (not deleted, not in self-entry review), NULL otherwise. A list then limits its rows by a column
-- of its own instead of looking up the cadre of every row it walks (issue 25; the engine reads the column for
-- declarations whose scopeVia says `kept`, server/engine/scope.ts).
--
-- The database keeps it, whoever writes (the engine, imports, sync, a restore, SQL by hand). A new row reads
-- its cadre under a share lock, so that a transfer committing at the same moment either waits for the insert
-- (and then passes its organisation on to the new row too) or is waited for (and the row reads the new
-- organisation). A cadre whose scope changes passes it on to its rows in the same statement.

-- What a cadre gives its rows; the cadre list's own rule (server/areas/cadre/hooks/cadreHooks.ts: entries in
-- self-entry review are not in the archive yet, model/resources/cadreLifecycle.ts SELF_ENTRY_STATES).
CREATE FUNCTION cadre_scope(del_flag smallint, status text, manage_org_id text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN del_flag = 0 AND status NOT IN ('draft', 'submitted', 'pending_review', 'rejected') THEN manage_org_id END
$$;

CREATE FUNCTION cadre_scope_take() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.scope_org_id := (SELECT cadre_scope(c.del_flag, c.status, c.manage_org_id) FROM cadre c WHERE c.id = NEW.cadre_id FOR SHARE);
  RETURN NEW;
END $$;

-- The trigger's arguments name the tables that keep the scope.
CREATE FUNCTION cadre_scope_pass() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text;
BEGIN
  FOREACH kept IN ARRAY TG_ARGV LOOP
    EXECUTE format('UPDATE %I SET scope_org_id = $1 WHERE cadre_id = $2', kept)
      USING cadre_scope(NEW.del_flag, NEW.status, NEW.manage_org_id), NEW.id;
  END LOOP;
  RETURN NULL;
END $$;

DO $$
DECLARE
  tables text[] := ARRAY[
    'cadre_death', 'cadre_family', 'cadre_family_member', 'cadre_health_followup', 'cadre_health_record',
    'cadre_other', 'cadre_photo', 'cadre_resume', 'cadre_rural_pairing', 'cadre_survivor', 'cadre_talent',
    'cadre_will', 'cadre_verification_item', 'el_care_plan', 'el_integral', 'wr_abroad', 'wr_certificate',
    'wr_difficulty', 'wr_inpatient', 'wr_parttime', 'wr_rest', 'wr_visit'];
  t text;
BEGIN
  FOREACH t IN ARRAY tables LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN scope_org_id text', t);
    EXECUTE format('UPDATE %I r SET scope_org_id = cadre_scope(c.del_flag, c.status, c.manage_org_id) FROM cadre c WHERE c.id = r.cadre_id', t);
    EXECUTE format('CREATE TRIGGER cadre_scope_take BEFORE INSERT OR UPDATE OF cadre_id ON %I FOR EACH ROW EXECUTE FUNCTION cadre_scope_take()', t);
  END LOOP;
  EXECUTE format(
    'CREATE TRIGGER cadre_scope_pass AFTER UPDATE OF del_flag, status, manage_org_id ON cadre FOR EACH ROW '
    'WHEN (cadre_scope(OLD.del_flag, OLD.status, OLD.manage_org_id) IS DISTINCT FROM cadre_scope(NEW.del_flag, NEW.status, NEW.manage_org_id)) '
    'EXECUTE FUNCTION cadre_scope_pass(%s)',
    (SELECT string_agg(quote_literal(x), ', ') FROM unnest(tables) x));
END $$;
