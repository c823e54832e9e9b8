-- What a user's grants are read from (server/areas/auth/grants.ts) is stamped: every statement that changes one
-- of these tables renews the stamp in its own transaction. A server keeps each user's grants with the stamp they
-- were read under and reads the stamp with every request's session, so a change counts on the very next request
-- on every instance, and an unchanged user's grants are not aggregated again (issue 25). A random stamp rather
-- than a counter: a restore brings back the stamp of the rows it brings back, never one that a server holds for
-- other rows.
CREATE TABLE auth_grants_stamp (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  stamp uuid NOT NULL DEFAULT gen_random_uuid()
);
INSERT INTO auth_grants_stamp DEFAULT VALUES;

CREATE FUNCTION auth_grants_restamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_grants_stamp SET stamp = gen_random_uuid();
  RETURN NULL;
END $$;

CREATE TRIGGER auth_grants_restamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_org FOR EACH STATEMENT EXECUTE FUNCTION auth_grants_restamp();
CREATE TRIGGER auth_grants_restamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role FOR EACH STATEMENT EXECUTE FUNCTION auth_grants_restamp();
CREATE TRIGGER auth_grants_restamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_org FOR EACH STATEMENT EXECUTE FUNCTION auth_grants_restamp();
CREATE TRIGGER auth_grants_restamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_menu FOR EACH STATEMENT EXECUTE FUNCTION auth_grants_restamp();
CREATE TRIGGER auth_grants_restamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role FOR EACH STATEMENT EXECUTE FUNCTION auth_grants_restamp();
CREATE TRIGGER auth_grants_restamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_dept FOR EACH STATEMENT EXECUTE FUNCTION auth_grants_restamp();
CREATE TRIGGER auth_grants_restamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_menu FOR EACH STATEMENT EXECUTE FUNCTION auth_grants_restamp();
