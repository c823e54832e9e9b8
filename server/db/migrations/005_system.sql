-- System management (issue 7, docs/system.md): organisation and staff details, role ownership, and the
-- protection of the three logs (sign-in, operation, browser errors).

-- Optimistic concurrency for the system forms (the same `version` rule as the engine's resources).
ALTER TABLE sys_org ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE sys_org ADD COLUMN telephone text;
ALTER TABLE sys_org ADD COLUMN address text;

ALTER TABLE sys_user ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE sys_user ADD COLUMN sex text;
ALTER TABLE sys_user ADD COLUMN department text;
ALTER TABLE sys_user ADD COLUMN post text;
ALTER TABLE sys_user ADD COLUMN office_phone text;

-- The organisation a role belongs to: only administrators whose scope covers it manage the role, so that
-- a city cannot change a role that other cities' people hold. Roles that existed before belong to the root.
ALTER TABLE sys_role ADD COLUMN org_id text REFERENCES sys_org (id);
ALTER TABLE sys_role ADD COLUMN version integer NOT NULL DEFAULT 1;
UPDATE sys_role SET org_id = (SELECT id FROM sys_org WHERE parent_id IS NULL ORDER BY sort, id LIMIT 1) WHERE org_id IS NULL;
CREATE INDEX sys_role_owner ON sys_role (org_id);
CREATE INDEX sys_user_dept_org ON sys_user_dept (org_id);
CREATE INDEX sys_role_org_by_org ON sys_role_org (org_id);

CREATE INDEX sys_client_error_log_user ON sys_client_error_log (user_id, uploaded_at);
CREATE INDEX auth_session_live ON auth_session (created_at) WHERE revoked_at IS NULL;

-- The logs are append-only for everyone: no UPDATE ever, no DELETE of a row younger than 180 days (the
-- retention period; docs/system.md describes the sweep that removes older rows), no TRUNCATE of a table
-- that holds rows. TG_ARGV[0] names the row's time column. A database role that may only INSERT and SELECT
-- these tables (docs/system.md) makes the server unable even to try; these triggers also stop the owner's
-- accidents.
CREATE FUNCTION sys_log_protect() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  logged_at timestamptz;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION '% is append-only: rows cannot be changed', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  logged_at := (to_jsonb(OLD) ->> TG_ARGV[0])::timestamptz;
  IF logged_at IS NULL OR logged_at > now() - interval '180 days' THEN
    RAISE EXCEPTION '% is append-only: rows younger than 180 days cannot be deleted', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END $$;

CREATE FUNCTION sys_log_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  has_rows boolean;
BEGIN
  -- Restoring a backup truncates every table of an empty database: an empty log may be truncated.
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I)', TG_TABLE_SCHEMA, TG_TABLE_NAME) INTO has_rows;
  IF has_rows THEN
    RAISE EXCEPTION '% is append-only: it cannot be truncated', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER sys_login_log_append_only ON sys_login_log;
DROP FUNCTION sys_login_log_append_only();

CREATE TRIGGER sys_login_log_protect BEFORE UPDATE OR DELETE ON sys_login_log
  FOR EACH ROW EXECUTE FUNCTION sys_log_protect('login_time');
CREATE TRIGGER sys_operation_log_protect BEFORE UPDATE OR DELETE ON sys_operation_log
  FOR EACH ROW EXECUTE FUNCTION sys_log_protect('time');
CREATE TRIGGER sys_client_error_log_protect BEFORE UPDATE OR DELETE ON sys_client_error_log
  FOR EACH ROW EXECUTE FUNCTION sys_log_protect('uploaded_at');

CREATE TRIGGER sys_login_log_no_truncate BEFORE TRUNCATE ON sys_login_log
  FOR EACH STATEMENT EXECUTE FUNCTION sys_log_refuse_truncate();
CREATE TRIGGER sys_operation_log_no_truncate BEFORE TRUNCATE ON sys_operation_log
  FOR EACH STATEMENT EXECUTE FUNCTION sys_log_refuse_truncate();
CREATE TRIGGER sys_client_error_log_no_truncate BEFORE TRUNCATE ON sys_client_error_log
  FOR EACH STATEMENT EXECUTE FUNCTION sys_log_refuse_truncate();
