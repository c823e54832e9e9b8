-- Attachments, the export centre, the import pipeline, download tickets and saved views
-- (docs/engine-files.md). File contents live under FILES_DIR; these tables hold what is known about them.

-- Uploaded attachments (fileinformation). The user's file name is kept here only: on disk a file has a
-- random name. kind and content_type come from the sniffed content, never from the client.
CREATE TABLE sys_file (
  id            text PRIMARY KEY,
  file_name     text NOT NULL,
  storage_name  text NOT NULL UNIQUE,
  kind          text NOT NULL,
  content_type  text NOT NULL,
  size          bigint NOT NULL,
  sha256        text NOT NULL,
  width         integer,
  height        integer,
  -- Set on a thumbnail: the image it belongs to (read with the same permission, removed with it).
  thumbnail_of  text REFERENCES sys_file (id) ON DELETE CASCADE,
  org_id        text NOT NULL,
  create_by     text NOT NULL,
  create_time   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_file_owner ON sys_file (create_by, create_time DESC);
CREATE INDEX sys_file_time ON sys_file (create_time);
CREATE INDEX sys_file_thumbnail ON sys_file (thumbnail_of) WHERE thumbnail_of IS NOT NULL;

-- Which saved records refer to a file (image and files fields). A file is readable by its uploader and by
-- whoever may see one of these records; a file no record refers to expires.
CREATE TABLE sys_file_link (
  file_id    text NOT NULL REFERENCES sys_file (id) ON DELETE CASCADE,
  resource   text NOT NULL,
  record_id  text NOT NULL,
  field      text NOT NULL,
  PRIMARY KEY (file_id, resource, record_id, field)
);
CREATE INDEX sys_file_link_record ON sys_file_link (resource, record_id);

-- The export centre (downloadRecord): who exported which filter, how many rows, when, and the file.
CREATE TABLE download_record (
  id            text PRIMARY KEY,
  resource      text NOT NULL,
  file_name     text NOT NULL,
  query         jsonb NOT NULL,
  status        text NOT NULL CHECK (status IN ('generating', 'ready', 'expired', 'failed')),
  progress      real NOT NULL DEFAULT 0,
  total         integer,
  row_count     integer NOT NULL DEFAULT 0,
  size          bigint,
  revealed      boolean NOT NULL DEFAULT false,
  error         text,
  storage_name  text,
  user_id       text NOT NULL,
  username      text NOT NULL,
  org_id        text NOT NULL,
  create_time   timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  finished_at   timestamptz,
  expires_at    timestamptz
);
CREATE INDEX download_record_user ON download_record (user_id, create_time DESC);
CREATE INDEX download_record_time ON download_record (create_time DESC);
CREATE INDEX download_record_status ON download_record (status);

-- The import pipeline (baseInfoRecord and the import operation records): one batch per uploaded file.
CREATE TABLE import_record (
  id               text PRIMARY KEY,
  resource         text NOT NULL,
  file_name        text NOT NULL,
  storage_name     text,
  size             bigint NOT NULL,
  status           text NOT NULL CHECK (status IN ('uploaded', 'validated', 'importing', 'imported', 'failed')),
  total            integer NOT NULL DEFAULT 0,
  valid_count      integer NOT NULL DEFAULT 0,
  invalid_count    integer NOT NULL DEFAULT 0,
  new_count        integer NOT NULL DEFAULT 0,
  changed_count    integer NOT NULL DEFAULT 0,
  unchanged_count  integer NOT NULL DEFAULT 0,
  imported         integer NOT NULL DEFAULT 0,
  progress         real NOT NULL DEFAULT 0,
  error            text,
  user_id          text NOT NULL,
  username         text NOT NULL,
  org_id           text NOT NULL,
  create_time      timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  finished_at      timestamptz
);
CREATE INDEX import_record_user ON import_record (user_id, create_time DESC);
CREATE INDEX import_record_time ON import_record (create_time DESC);

-- The parsed rows of a batch: cells as read (for the annotated error sheet), validated input of valid
-- rows, and for a changed row the record it updates with the version seen at validation.
CREATE TABLE import_row (
  batch_id        text NOT NULL REFERENCES import_record (id) ON DELETE CASCADE,
  row_number      integer NOT NULL,
  status          text NOT NULL CHECK (status IN ('new', 'changed', 'unchanged', 'invalid')),
  cells           jsonb NOT NULL,
  input           jsonb,
  errors          jsonb,
  target_id       text,
  target_version  integer,
  PRIMARY KEY (batch_id, row_number)
);

-- Single-use download links: only the ticket's hash is stored.
CREATE TABLE download_ticket (
  ticket_hash  text PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('file', 'export', 'importErrors')),
  ref_id       text NOT NULL,
  user_id      text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX download_ticket_expiry ON download_ticket (expires_at);

-- Saved views (savedView): a list's filters, columns, sort and page size under a name, per user or
-- shared with the owner's organisation.
CREATE TABLE saved_view (
  id           text PRIMARY KEY,
  name         text NOT NULL,
  resource     text NOT NULL,
  scope        text NOT NULL DEFAULT 'user' CHECK (scope IN ('user', 'org')),
  state        text NOT NULL,
  owner        text NOT NULL,
  org_id       text NOT NULL REFERENCES sys_org (id),
  tenant_id    text NOT NULL DEFAULT '1',
  version      integer NOT NULL DEFAULT 1,
  del_flag     smallint NOT NULL DEFAULT 0,
  deleted_at   timestamptz,
  deleted_by   text,
  create_by    text,
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    text,
  update_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_view_owner ON saved_view (owner, resource) WHERE del_flag = 0;
CREATE INDEX saved_view_shared ON saved_view (org_id, resource) WHERE del_flag = 0 AND scope = 'org';
