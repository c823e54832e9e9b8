-- Sign-in, sessions, SMS, single sign-on, hand-off codes and the login log (issue 4, docs/security.md).
-- Every time the server compares against is written by the server's clock, never by now() in SQL, so
-- that one clock decides (and tests can move it).

-- Menus, pages and buttons; a role's grants decide `permissions` (codes) and `authorityList` (names).
-- The catalogue itself belongs to the system-management area; nothing is seeded here.
CREATE TABLE sys_menu (
  id           text PRIMARY KEY,
  parent_id    text REFERENCES sys_menu (id),
  name         text NOT NULL,
  path         text,
  code         text,                 -- permission code of a page or button (spec: menu entry `code`)
  type         text NOT NULL CHECK (type IN ('group', 'menu', 'button')),
  icon         text,
  sort         integer NOT NULL DEFAULT 0,
  keep_alive   smallint NOT NULL DEFAULT 1 CHECK (keep_alive IN (0, 1)), -- spec: 0 means cached
  hidden       boolean NOT NULL DEFAULT false,
  del_flag     smallint NOT NULL DEFAULT 0,
  tenant_id    text NOT NULL DEFAULT '1',
  create_by    text,
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    text,
  update_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_menu_parent ON sys_menu (parent_id);

CREATE TABLE sys_role_menu (
  role_id  text NOT NULL REFERENCES sys_role (id) ON DELETE CASCADE,
  menu_id  text NOT NULL REFERENCES sys_menu (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_id)
);
CREATE INDEX sys_role_menu_menu ON sys_role_menu (menu_id);

-- The X25519 key pairs that login passwords are sealed to (model/crypto/passwordSeal.ts). Kept in the
-- database so that every server instance on one PostgreSQL opens what any of them published.
CREATE TABLE auth_key (
  id             text PRIMARY KEY,
  public_key     text NOT NULL,
  secret_key     text NOT NULL,
  created_at     timestamptz NOT NULL,
  superseded_at  timestamptz
);
CREATE UNIQUE INDEX auth_key_current ON auth_key ((superseded_at IS NULL)) WHERE superseded_at IS NULL;

-- Password ciphertexts already opened: each is accepted once (replay refused) until its challenge expires.
CREATE TABLE auth_seal_nonce (
  nonce       text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX auth_seal_nonce_expiry ON auth_seal_nonce (expires_at);

-- One sign-in: the refresh-token family. Idle timeout counts from last_seen_at; expires_at is the
-- absolute lifetime. A revoked session ends every token of the family at once.
CREATE TABLE auth_session (
  id              text PRIMARY KEY,
  user_id         text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  client_id       text NOT NULL,
  method          text NOT NULL,     -- password | password+sms | sms | social | sso
  ip              text,
  user_agent      text,
  created_at      timestamptz NOT NULL,
  last_seen_at    timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  revoked_at      timestamptz,
  revoked_reason  text               -- logout | refresh_reuse | password_changed | password_reset | forced | ...
);
CREATE INDEX auth_session_user ON auth_session (user_id) WHERE revoked_at IS NULL;
CREATE INDEX auth_session_expiry ON auth_session (expires_at);

-- Opaque access and refresh tokens, stored only as SHA-256 hashes. A refresh token is used once
-- (used_at); presenting it again is reuse, and revokes its session.
CREATE TABLE auth_token (
  token_hash  text PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('access', 'refresh')),
  session_id  text NOT NULL REFERENCES auth_session (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX auth_token_session ON auth_token (session_id);

-- `sign` nonces of writes, single-use per session while their timestamp is within the window.
CREATE TABLE auth_sign_nonce (
  session_id  text NOT NULL REFERENCES auth_session (id) ON DELETE CASCADE,
  nonce       text NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (session_id, nonce)
);
CREATE INDEX auth_sign_nonce_expiry ON auth_sign_nonce (expires_at);

-- Fixed-window counters shared by every instance (failed logins per address and per account, SMS sends).
CREATE TABLE auth_rate_counter (
  bucket        text PRIMARY KEY,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL
);

-- Failed logins and locks of names that are no account: they behave exactly like real accounts
-- (sys_user.failed_logins / locked_until), so that a lock does not tell whether a name exists.
CREATE TABLE auth_login_failure (
  account       text PRIMARY KEY,    -- lower(username) as typed
  failures      integer NOT NULL,
  locked_until  timestamptz,
  updated_at    timestamptz NOT NULL
);

-- Single-use codes and tickets: SSO codes of the development identity provider, hand-off codes for
-- sibling systems, bind tickets of unbound SSO accounts, second-factor tickets. Bound to an audience.
CREATE TABLE auth_one_time_code (
  code_hash   text PRIMARY KEY,
  audience    text NOT NULL,
  user_id     text REFERENCES sys_user (id) ON DELETE CASCADE,
  payload     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX auth_one_time_code_expiry ON auth_one_time_code (expires_at);

-- The login log: every sign-in, failure and sign-out. Append-only: the server only INSERTs and SELECTs,
-- and the trigger below refuses UPDATE and DELETE until a database role takes that job over.
CREATE TABLE sys_login_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     text,
  username    text,
  login_time  timestamptz NOT NULL,
  ip          text,
  user_agent  text,
  client      text,
  method      text NOT NULL,         -- password | sms | social | sso | refresh | logout
  result      text NOT NULL,         -- success | failure | locked | rate_limited | second_factor | logout
  reason      text
);
CREATE INDEX sys_login_log_user ON sys_login_log (user_id, login_time);
CREATE INDEX sys_login_log_time ON sys_login_log (login_time);

CREATE FUNCTION sys_login_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sys_login_log is append-only';
END $$;
CREATE TRIGGER sys_login_log_append_only BEFORE UPDATE OR DELETE ON sys_login_log
  FOR EACH ROW EXECUTE FUNCTION sys_login_log_append_only();

-- What the default SMS provider "sends": the demo reads its codes here (and in the server log).
CREATE TABLE sms_outbox (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mobile      text NOT NULL,
  purpose     text NOT NULL,
  content     text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (mobile, created_at);

-- The live verification code of a number for a purpose (login, verify, second-factor), hashed.
CREATE TABLE sms_code (
  mobile      text NOT NULL,
  purpose     text NOT NULL,
  code_hash   text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  used_at     timestamptz,
  PRIMARY KEY (mobile, purpose)
);
CREATE INDEX sms_code_expiry ON sms_code (expires_at);

-- Per-user login reminder: an SMS to a verified number whenever the account signs in.
CREATE TABLE sys_login_reminder (
  user_id      text PRIMARY KEY REFERENCES sys_user (id) ON DELETE CASCADE,
  enabled      boolean NOT NULL DEFAULT false,
  mobile       text,
  verified_at  timestamptz,
  update_time  timestamptz NOT NULL
);

-- External accounts (浙政钉, provider 'zzd') bound to portal accounts.
CREATE TABLE sys_user_social (
  provider     text NOT NULL,
  external_id  text NOT NULL,
  user_id      text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  name         text,
  bound_at     timestamptz NOT NULL,
  PRIMARY KEY (provider, external_id)
);
CREATE UNIQUE INDEX sys_user_social_user ON sys_user_social (provider, user_id);

-- Browser error logs uploaded from the error-log dialog (spec section 2), secrets redacted on arrival.
CREATE TABLE sys_client_error_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id      text,
  url          text,
  time         text,
  type         text,
  message      text,
  stack        text,
  info         text,
  uploaded_at  timestamptz NOT NULL
);
CREATE INDEX sys_client_error_log_time ON sys_client_error_log (uploaded_at);
