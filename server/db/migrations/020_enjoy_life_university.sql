-- 银龄乐享's elderly universities, works, questions and points (domain.md §7, docs/enjoyLife.md "老年大学、作品与积分"):
-- universities with their courses and students, the reviewed works (作品征集, 精品佳作) and questions (题库),
-- and the points ledger of cadres. Reviewed tables carry the review workflow's columns
-- (model/resource/reviewLifecycle.ts): status, status_reason, approver, approve_time.
CREATE TABLE el_university (
  id                   text PRIMARY KEY,
  university_name      text NOT NULL,
  org_id               text NOT NULL REFERENCES sys_org (id),
  address              text NOT NULL,
  phone                text NOT NULL,
  url                  text NOT NULL,
  synopsis             text NOT NULL,
  teaching_activities  text NOT NULL,
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
CREATE INDEX el_university_org ON el_university (org_id);

-- A course of a discipline (学科) at a university; actual_enrollment is kept by the server: its students
-- who have not been refunded.
CREATE TABLE el_course (
  id                   text PRIMARY KEY,
  university_id        text NOT NULL REFERENCES el_university (id) ON DELETE CASCADE,
  university_name      text NOT NULL,
  discipline           text NOT NULL,
  course_no            text,
  course_name          text NOT NULL,
  teacher              text NOT NULL,
  planned_enrollment   integer NOT NULL CHECK (planned_enrollment >= 0),
  limit_num            integer NOT NULL CHECK (limit_num >= 1),
  actual_enrollment    integer NOT NULL DEFAULT 0,
  age_limit            integer NOT NULL,
  years                integer NOT NULL CHECK (years BETWEEN 1 AND 5),
  tuition              numeric(10, 2) NOT NULL DEFAULT 0 CHECK (tuition >= 0),
  course_status        text NOT NULL DEFAULT '0',
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
CREATE INDEX el_course_university ON el_course (university_id);

CREATE TABLE el_student (
  id                   text PRIMARY KEY,
  course_id            text NOT NULL REFERENCES el_course (id) ON DELETE CASCADE,
  course_name          text NOT NULL,
  university_name      text NOT NULL,
  cadre_id             text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name           text NOT NULL,
  stu_type             text NOT NULL,
  enrol_date           date NOT NULL,
  tuition_flag         boolean NOT NULL DEFAULT false,
  refund_flag          boolean NOT NULL DEFAULT false,
  remarks              text,
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
CREATE INDEX el_student_course ON el_student (course_id);
-- A cadre enrols in a course once (the hook says so first, naming the rule).
CREATE UNIQUE INDEX el_student_once ON el_student (course_id, cadre_id) WHERE del_flag = 0;

-- Works: 作品征集 and 精品佳作 in one table (column kind), each kind its own resource; 我的作品 reads both.
CREATE TABLE el_work (
  id             text PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('collectionOfWorks', 'masterPiece')),
  headline       text NOT NULL,
  work_type      text NOT NULL,
  author         text NOT NULL,
  cadre_id       text REFERENCES cadre (id) ON DELETE SET NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  thumbnail      text,
  context        text NOT NULL,
  status         text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved', 'rejected', 'withdrawn')),
  status_reason  text,
  approver       text REFERENCES sys_user (id),
  approve_time   timestamptz,
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
CREATE INDEX el_work_kind_org ON el_work (kind, org_id) WHERE del_flag = 0;
CREATE INDEX el_work_author ON el_work (create_by) WHERE del_flag = 0;

-- 题库: options one per line (A, B, C … by their order); answer their letters, or 正确/错误 for true/false.
CREATE TABLE el_question (
  id             text PRIMARY KEY,
  question       text NOT NULL,
  question_type  text NOT NULL,
  options        text,
  answer         text NOT NULL,
  category       text,
  analysis       text,
  org_id         text NOT NULL REFERENCES sys_org (id),
  status         text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved', 'rejected', 'withdrawn')),
  status_reason  text,
  approver       text REFERENCES sys_user (id),
  approve_time   timestamptz,
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
CREATE INDEX el_question_org ON el_question (org_id);

-- The points ledger: entries are never changed (a correction is a new entry naming the one it corrects);
-- balance is the cadre's sum of points up to and including this entry.
CREATE TABLE el_integral (
  id             text PRIMARY KEY,
  cadre_id       text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name     text NOT NULL,
  org_id         text NOT NULL REFERENCES sys_org (id),
  rule           text NOT NULL,
  points         integer NOT NULL CHECK (points <> 0),
  reason         text NOT NULL,
  entry_time     timestamptz NOT NULL,
  corrects_id    text REFERENCES el_integral (id),
  balance        integer NOT NULL,
  status         text NOT NULL DEFAULT 'posted',
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
CREATE INDEX el_integral_cadre ON el_integral (cadre_id, entry_time);
CREATE INDEX el_integral_org ON el_integral (org_id);
