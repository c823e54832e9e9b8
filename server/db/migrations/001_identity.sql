-- Organisations, staff users and roles: the identity every other table refers to.

-- province > city > county/district > unit. `path` is the chain of ids from the root, '/'-separated and
-- '/'-terminated, so "this organisation and below" is one indexed prefix match.
CREATE TABLE sys_org (
  id           text PRIMARY KEY,
  parent_id    text REFERENCES sys_org (id),
  path         text NOT NULL UNIQUE,
  name         text NOT NULL,
  short_name   text,
  kind         text NOT NULL CHECK (kind IN ('province', 'city', 'county', 'unit')),
  region_code  text,
  city_code    text,
  sort         integer NOT NULL DEFAULT 0,
  enabled      boolean NOT NULL DEFAULT true,
  tenant_id    text NOT NULL DEFAULT '1',
  create_by    text,
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    text,
  update_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_org_parent ON sys_org (parent_id);
CREATE INDEX sys_org_path ON sys_org (path text_pattern_ops);

-- data_scope: all | org_and_below | org | self | custom (architecture.md, data scope per role).
CREATE TABLE sys_role (
  id           text PRIMARY KEY,
  code         text NOT NULL UNIQUE,
  name         text NOT NULL,
  description  text,
  data_scope   text NOT NULL DEFAULT 'org' CHECK (data_scope IN ('all', 'org_and_below', 'org', 'self', 'custom')),
  builtin      boolean NOT NULL DEFAULT false,
  enabled      boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0,
  tenant_id    text NOT NULL DEFAULT '1',
  create_by    text,
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    text,
  update_time  timestamptz NOT NULL DEFAULT now()
);

-- Organisations of a role with data_scope = 'custom'.
CREATE TABLE sys_role_org (
  role_id  text NOT NULL REFERENCES sys_role (id) ON DELETE CASCADE,
  org_id   text NOT NULL REFERENCES sys_org (id),
  PRIMARY KEY (role_id, org_id)
);

CREATE TABLE sys_user (
  id                    text PRIMARY KEY,
  username              text NOT NULL,
  password_hash         text NOT NULL,
  name                  text NOT NULL,
  mobile                text,
  email                 text,
  avatar                text,
  org_id                text NOT NULL REFERENCES sys_org (id),
  enabled               boolean NOT NULL DEFAULT true,
  must_change_password  boolean NOT NULL DEFAULT false,
  failed_logins         integer NOT NULL DEFAULT 0,
  locked_until          timestamptz,
  last_login_time       timestamptz,
  last_login_ip         text,
  del_flag              smallint NOT NULL DEFAULT 0,
  tenant_id             text NOT NULL DEFAULT '1',
  create_by             text,
  create_time           timestamptz NOT NULL DEFAULT now(),
  update_by             text,
  update_time           timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sys_user_username ON sys_user (lower(username)) WHERE del_flag = 0;
CREATE INDEX sys_user_org ON sys_user (org_id);

CREATE TABLE sys_user_role (
  user_id  text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  role_id  text NOT NULL REFERENCES sys_role (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);
CREATE INDEX sys_user_role_role ON sys_user_role (role_id);

-- The departments a user works for (spec: deptList); the deptId request header picks one of them.
CREATE TABLE sys_user_dept (
  user_id  text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  org_id   text NOT NULL REFERENCES sys_org (id),
  PRIMARY KEY (user_id, org_id)
);
