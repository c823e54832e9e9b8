-- Issue 17.3: a lock that anonymous failures could set for a time on any account (the administrator's
-- included) becomes a lock only the owner (an SMS or single sign-on sign-in) or an administrator ends;
-- before it, a captcha and a growing delay per account name and client address (docs/security.md).
ALTER TABLE sys_user ADD COLUMN locked_at timestamptz;
ALTER TABLE sys_user DROP COLUMN locked_until;
ALTER TABLE auth_login_failure ADD COLUMN locked_at timestamptz;
ALTER TABLE auth_login_failure DROP COLUMN locked_until;

-- The growing delay between failed passwords of one account name from one client address: keyed by both,
-- so that an attacker slows down himself, not the owner signing in from elsewhere.
CREATE TABLE auth_login_delay (
  account     text NOT NULL,         -- lower(username) as typed
  ip          text NOT NULL,
  failures    integer NOT NULL,
  retry_at    timestamptz NOT NULL,
  PRIMARY KEY (account, ip)
);
