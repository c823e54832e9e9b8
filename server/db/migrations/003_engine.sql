-- The resource engine: dictionaries, the operation log, and the first two declared resources.

CREATE TABLE sys_dict_type (
  code         text PRIMARY KEY,
  name         text NOT NULL,
  remarks      text,
  builtin      boolean NOT NULL DEFAULT false,
  enabled      boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0,
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_time  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_dict_item (
  id                text PRIMARY KEY,
  type_code         text NOT NULL REFERENCES sys_dict_type (code),
  code              text NOT NULL,
  label             text NOT NULL,
  parent_code       text,
  sort              integer NOT NULL DEFAULT 0,
  enabled           boolean NOT NULL DEFAULT true,
  is_commonly_used  boolean NOT NULL DEFAULT false,
  builtin           boolean NOT NULL DEFAULT false,
  create_time       timestamptz NOT NULL DEFAULT now(),
  update_time       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type_code, code)
);

-- Every write of the engine: who, when, which record, the changed fields before and after.
-- Append-only: the server inserts and reads, never updates or deletes (see docs/engine.md).
CREATE TABLE sys_operation_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  time        timestamptz NOT NULL DEFAULT now(),
  user_id     text,
  username    text,
  org_id      text,
  resource    text NOT NULL,
  record_id   text,
  action      text NOT NULL,
  title       text,
  changes     jsonb,
  ip          text,
  request_id  text
);
CREATE INDEX sys_operation_log_record ON sys_operation_log (resource, record_id, time);
CREATE INDEX sys_operation_log_user ON sys_operation_log (user_id, time);
CREATE INDEX sys_operation_log_time ON sys_operation_log (time);

-- 通讯录 (stafftelphone).
CREATE TABLE phone_book (
  id                text PRIMARY KEY,
  user_name         text NOT NULL,
  phonenumber       text NOT NULL,
  org_id            text NOT NULL REFERENCES sys_org (id),
  post              text,
  region            text,
  detailed_address  text,
  sort              integer NOT NULL DEFAULT 0,
  tenant_id         text NOT NULL DEFAULT '1',
  version           integer NOT NULL DEFAULT 1,
  del_flag          smallint NOT NULL DEFAULT 0,
  deleted_at        timestamptz,
  deleted_by        text,
  create_by         text,
  create_time       timestamptz NOT NULL DEFAULT now(),
  update_by         text,
  update_time       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_book_org ON phone_book (org_id) WHERE del_flag = 0;

-- 政策文件 (policyDocument).
CREATE TABLE policy_document (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  doc_no         text,
  category       text NOT NULL,
  receive_type   text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  publish_date   date NOT NULL,
  content        text NOT NULL,
  attachments    jsonb NOT NULL DEFAULT '[]',
  status         text NOT NULL DEFAULT '0',
  status_reason  text,
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
CREATE INDEX policy_document_org ON policy_document (org_id, publish_date DESC) WHERE del_flag = 0;
