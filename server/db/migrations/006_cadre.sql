-- The retired-cadre archive (issue 8, docs/cadre.md): the cadre, the sub-records of the archive, self-entry,
-- verification, staffing-office sync and template import. Sized for 1 000 000 cadres: every list the
-- portal opens at that size has an index below, named after what it serves (docs/performance.md).

-- 离退休干部基本信息 (cadre, cadreSelfEntry). Month fields are 'YYYY-MM' text (domain.md §0).
CREATE TABLE cadre (
  id                          text PRIMARY KEY,
  real_name                   text NOT NULL,
  name_used_before            text,
  id_card                     text NOT NULL,
  sex                         text,
  date_of_birth               date,
  birthday                    date,
  birthday_calendar           text,
  nation                      text,
  native_place                text,
  birth_place                 text,
  photo                       text,
  user_id                     text REFERENCES sys_user (id),
  political_status            text,
  party_join_date             text,
  party_branch_name           text,
  party_relation_place        text,
  work_start_date             text,
  retirement_type             text NOT NULL,
  retirement_date             text,
  revolution_period           text,
  original_unit_and_position  text,
  original_unit_nature        text,
  job_level                   text,
  civil_rank                  text,
  highest_post                text,
  education                   text,
  academic_title              text,
  personnel_category          text,
  identity_nature             text,
  treatment_level             text,
  treatment_approve_date      text,
  treatment_approval_no       text,
  improve_treatment           text,
  medical_treatment           text,
  is_provincial_cadre         boolean,
  manage_org_id               text NOT NULL REFERENCES sys_org (id),
  unit_nature                 text,
  org_area                    text,
  county_code                 text,
  phone                       text,
  telephone                   text,
  group_number                text,
  home_address_region         text,
  home_address                text,
  health_status               text,
  is_remote_living            boolean NOT NULL DEFAULT false,
  care_category               text,
  award_situation             text,
  special_contribution        text,
  remarks                     text,
  statistic_flag              text NOT NULL DEFAULT '1',
  is_reminder                 boolean NOT NULL DEFAULT true,
  data_source                 text NOT NULL DEFAULT 'manual',
  sync_key                    text,
  status                      text NOT NULL DEFAULT 'normal',
  status_reason               text,
  death_date                  date,
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
-- Data scope and the unit-subtree filter: manage_org_id IN (the organisations under a path).
CREATE INDEX cadre_manage_org ON cadre (manage_org_id) WHERE del_flag = 0;
-- Name search is a prefix match on lower(real_name) (search mode 'prefix'): a btree with text_pattern_ops
-- serves `lower(real_name) LIKE '张%'` on both engines, where pg_trgm (for '%三%') is missing from PGlite.
CREATE INDEX cadre_name ON cadre (lower(real_name) text_pattern_ops) WHERE del_flag = 0;
-- One live record per ID number (domain.md §3.1); the name holds "id_card" for the engine's duplicate message.
CREATE UNIQUE INDEX cadre_id_card_live ON cadre (id_card) WHERE del_flag = 0;
-- The list's default order (update_time desc) and the recycle bin's (deleted_at desc).
CREATE INDEX cadre_recent ON cadre (update_time DESC NULLS LAST, id) WHERE del_flag = 0;
CREATE INDEX cadre_deleted ON cadre (deleted_at DESC) WHERE del_flag = 1;
-- Selective dictionary filters: 离休 is a few percent of the archive, abnormal and self-entry states fewer.
CREATE INDEX cadre_retirement_type ON cadre (retirement_type) WHERE del_flag = 0;
CREATE INDEX cadre_status ON cadre (status) WHERE del_flag = 0;
-- Birthday reminders: month * 100 + day of the solar birthday the cadre keeps, else of the ID card's date
-- (server/areas/cadre/reminders/birthdayReminders.ts writes the same expression).
CREATE INDEX cadre_birthday_md ON cadre ((
  EXTRACT(MONTH FROM CASE WHEN birthday IS NOT NULL AND coalesce(birthday_calendar, '0') = '0' THEN birthday ELSE date_of_birth END) * 100 +
  EXTRACT(DAY FROM CASE WHEN birthday IS NOT NULL AND coalesce(birthday_calendar, '0') = '0' THEN birthday ELSE date_of_birth END)
)) WHERE del_flag = 0 AND is_reminder AND status IN ('normal', 'abnormal');
-- Political birthdays: the month of joining the party.
CREATE INDEX cadre_party_month ON cadre ((substr(party_join_date, 6, 2))) WHERE del_flag = 0 AND party_join_date IS NOT NULL;
-- Statistics read only these columns: an index-only scan instead of reading whole rows.
CREATE INDEX cadre_statistics ON cadre (manage_org_id) INCLUDE (status, statistic_flag, retirement_type, sex, treatment_level,
  revolution_period, unit_nature, political_status, date_of_birth, org_area, county_code) WHERE del_flag = 0;
CREATE INDEX cadre_sync_key ON cadre (sync_key) WHERE sync_key IS NOT NULL;
CREATE INDEX cadre_user ON cadre (user_id) WHERE user_id IS NOT NULL;

-- 家庭信息 (cadreFamily): one per cadre.
CREATE TABLE cadre_family (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  resident_address_region text,
  resident_address text,
  home_address_region text,
  home_address text,
  contact_information text,
  post_code text,
  purchase_situation text,
  structure_area numeric(12,2),
  marital_status text,
  living_status text,
  support_num integer,
  dependency_num integer,
  children_num integer,
  nowork_children_num integer,
  spouse_name text,
  spouse_sex text,
  spouse_birth_date date,
  spouse_is_dead boolean NOT NULL DEFAULT false,
  spouse_die_date date,
  spouse_unit text,
  spouse_phone text,
  spouse_health text,
  family_remarks text,
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
CREATE INDEX cadre_family_cadre ON cadre_family (cadre_id);
CREATE UNIQUE INDEX cadre_family_cadre_id_live ON cadre_family (cadre_id) WHERE del_flag = 0;

-- 家庭成员 (cadreFamilyMember).
CREATE TABLE cadre_family_member (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  name text NOT NULL,
  relation text NOT NULL,
  relation_name text,
  sex text,
  birth_date date,
  id_card text,
  nation text,
  education text,
  political_status text,
  unit_and_job text,
  job_level text,
  present_situation text,
  phone text,
  is_emergency_contact boolean NOT NULL DEFAULT false,
  is_guardian boolean NOT NULL DEFAULT false,
  sort_no integer NOT NULL DEFAULT 0,
  remark text,
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
CREATE INDEX cadre_family_member_cadre ON cadre_family_member (cadre_id);

-- 工作简历 (cadreResume): periods must not overlap (checked by the server).
CREATE TABLE cadre_resume (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  start_date text NOT NULL,
  end_date text,
  unit_name text NOT NULL,
  post text NOT NULL,
  post_category text,
  witness text,
  resume_text text,
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
CREATE INDEX cadre_resume_cadre ON cadre_resume (cadre_id);

-- 照片信息 (cadrePhoto).
CREATE TABLE cadre_photo (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  file text NOT NULL,
  photo_type text,
  shoot_date date,
  remark text,
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
CREATE INDEX cadre_photo_cadre ON cadre_photo (cadre_id);

-- 银龄人才 (cadreTalent).
CREATE TABLE cadre_talent (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  specialty text NOT NULL,
  talent_type text,
  title_grade text,
  achievements text,
  reemployment_post text,
  hobby jsonb NOT NULL DEFAULT '[]',
  hobby_level text,
  willing_to_serve boolean NOT NULL DEFAULT true,
  service_area text,
  remarks text,
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
CREATE INDEX cadre_talent_cadre ON cadre_talent (cadre_id);

-- 健康档案 (cadreHealthRecord).
CREATE TABLE cadre_health_record (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  health_status text NOT NULL,
  disease text,
  once_disease jsonb NOT NULL DEFAULT '[]',
  disability text,
  mobility text,
  medical_history text,
  surgical_history boolean,
  trauma_history boolean,
  allergic_history boolean,
  family_disease_history text,
  near_hospital text,
  medical_treatment text,
  last_exam_date date,
  exam_org text,
  exam_summary text,
  remarks text,
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
CREATE INDEX cadre_health_record_cadre ON cadre_health_record (cadre_id);

-- 健康随访 (cadreHealthFollowup): visits under a health record.
CREATE TABLE cadre_health_followup (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  health_record_id text NOT NULL REFERENCES cadre_health_record (id) ON DELETE CASCADE,
  visit_date date NOT NULL,
  sbp integer NOT NULL,
  dbp integer NOT NULL,
  heart_rate integer,
  emotion text,
  community_activity text,
  visit_way text,
  suggest text NOT NULL,
  next_date date,
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
CREATE INDEX cadre_health_followup_cadre ON cadre_health_followup (cadre_id);
CREATE INDEX cadre_health_followup_record ON cadre_health_followup (health_record_id);

-- 去世信息 (cadreDeath): one per cadre; saving it marks the cadre deceased.
CREATE TABLE cadre_death (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  die_date date NOT NULL,
  die_reason text,
  die_reason_text text,
  die_place text,
  farewell text,
  funeral_date date,
  funeral_expense numeric(12,2),
  lump_sum_pension numeric(14,2),
  consolation_date date,
  consolation_person text,
  un_consolation_reason text,
  obituary jsonb NOT NULL DEFAULT '[]',
  is_reminiscence boolean NOT NULL DEFAULT false,
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
CREATE INDEX cadre_death_cadre ON cadre_death (cadre_id);
CREATE UNIQUE INDEX cadre_death_cadre_id_live ON cadre_death (cadre_id) WHERE del_flag = 0;

-- 遗属信息 (cadreSurvivor): only for a deceased cadre.
CREATE TABLE cadre_survivor (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  name text NOT NULL,
  relation text NOT NULL,
  id_card text,
  sex text,
  birth_date date,
  phone text,
  address_region text,
  address text,
  health_status text,
  is_dependent boolean NOT NULL DEFAULT false,
  subsidy_standard numeric(10,2),
  subsidy_start text,
  subsidy_end text,
  end_reason text,
  bank_account text,
  subsidy_status text,
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
CREATE INDEX cadre_survivor_cadre ON cadre_survivor (cadre_id);

-- 遗嘱信息 (cadreWill): confidential ones are visible to the managing unit only.
CREATE TABLE cadre_will (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  has_will boolean NOT NULL,
  will_date date,
  funeral_wish jsonb NOT NULL DEFAULT '[]',
  content text,
  attachments jsonb NOT NULL DEFAULT '[]',
  keeper text,
  witness text,
  is_confidential boolean NOT NULL DEFAULT true,
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
CREATE INDEX cadre_will_cadre ON cadre_will (cadre_id);
CREATE UNIQUE INDEX cadre_will_cadre_id_live ON cadre_will (cadre_id) WHERE del_flag = 0;

-- 其他信息 (cadreOther): part-time posts, relocation, living away.
CREATE TABLE cadre_other (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  category text NOT NULL,
  social_group text,
  post text,
  start_date text,
  end_date text,
  approval_no text,
  resettlement_unit text,
  is_province text,
  residence_category text,
  address_region text,
  address text,
  remarks text,
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
CREATE INDEX cadre_other_cadre ON cadre_other (cadre_id);

-- 结对农村党员 (cadreRuralPairing).
CREATE TABLE cadre_rural_pairing (
  id           text PRIMARY KEY,
  cadre_id     text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name   text NOT NULL,
  rural_branch_name text NOT NULL,
  rural_member_name text NOT NULL,
  village_region text,
  pair_date date NOT NULL,
  end_date date,
  content text,
  is_active boolean NOT NULL DEFAULT true,
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
CREATE INDEX cadre_rural_pairing_cadre ON cadre_rural_pairing (cadre_id);

-- 智能核验: one row per run of one check (the run record), and its findings (intelligentVerificationRecord).
CREATE TABLE cadre_verification_run (
  id           text PRIMARY KEY,
  check_item   text NOT NULL,
  org_id       text NOT NULL REFERENCES sys_org (id),
  checked      integer NOT NULL DEFAULT 0,
  found        integer NOT NULL DEFAULT 0,
  status       text NOT NULL DEFAULT 'finished' CHECK (status IN ('finished', 'failed')),
  create_by    text,
  create_time  timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
CREATE INDEX cadre_verification_run_time ON cadre_verification_run (create_time DESC);

CREATE TABLE cadre_verification_item (
  id             text PRIMARY KEY,
  cadre_id       text NOT NULL REFERENCES cadre (id) ON DELETE CASCADE,
  cadre_name     text NOT NULL,
  run_id         text NOT NULL REFERENCES cadre_verification_run (id) ON DELETE CASCADE,
  check_item     text NOT NULL,
  result         text NOT NULL,
  field          text,
  detail         text NOT NULL,
  handle_status  text NOT NULL DEFAULT 'unhandled',
  status_reason  text,
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
CREATE INDEX cadre_verification_item_cadre ON cadre_verification_item (cadre_id);
CREATE INDEX cadre_verification_item_run ON cadre_verification_item (run_id);
-- A finding still open for a cadre and check is not reported twice by the next run.
CREATE UNIQUE INDEX cadre_verification_item_open ON cadre_verification_item (cadre_id, check_item, field)
  WHERE del_flag = 0 AND handle_status IN ('unhandled', 'confirmed');

-- 编办同步: one batch per feed received, its rows as compared before applying.
CREATE TABLE cadre_sync_batch (
  id               text PRIMARY KEY,
  source           text NOT NULL CHECK (source IN ('file', 'http')),
  file_name        text,
  format           text NOT NULL,
  status           text NOT NULL CHECK (status IN ('previewed', 'applied', 'discarded')),
  total            integer NOT NULL DEFAULT 0,
  new_count        integer NOT NULL DEFAULT 0,
  changed_count    integer NOT NULL DEFAULT 0,
  unchanged_count  integer NOT NULL DEFAULT 0,
  conflict_count   integer NOT NULL DEFAULT 0,
  error_count      integer NOT NULL DEFAULT 0,
  applied_count    integer NOT NULL DEFAULT 0,
  org_id           text NOT NULL REFERENCES sys_org (id),
  create_by        text NOT NULL,
  create_time      timestamptz NOT NULL DEFAULT now(),
  applied_by       text,
  applied_at       timestamptz
);
CREATE INDEX cadre_sync_batch_time ON cadre_sync_batch (create_time DESC);

CREATE TABLE cadre_sync_row (
  batch_id       text NOT NULL REFERENCES cadre_sync_batch (id) ON DELETE CASCADE,
  row_no         integer NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('new', 'changed', 'unchanged', 'conflict', 'error')),
  id_card        text,
  real_name      text,
  unit_code      text,
  org_id         text,
  cadre_id       text,
  cadre_version  integer,
  input          jsonb NOT NULL,
  changes        jsonb,
  error_code     text,
  error_message  text,
  PRIMARY KEY (batch_id, row_no)
);

-- 同步异常 (cadreSyncError): rows that could not be applied, until fixed or ignored.
CREATE TABLE cadre_sync_error (
  id             text PRIMARY KEY,
  batch_id       text REFERENCES cadre_sync_batch (id) ON DELETE SET NULL,
  row_no         integer,
  real_name      text,
  id_card        text,
  unit_code      text,
  org_id         text NOT NULL REFERENCES sys_org (id),
  error_code     text NOT NULL,
  error_message  text NOT NULL,
  cadre_id       text,
  payload        text NOT NULL,
  status         text NOT NULL DEFAULT 'pending',
  status_reason  text,
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
CREATE INDEX cadre_sync_error_org ON cadre_sync_error (org_id) WHERE del_flag = 0;

-- 离退休干部信息采集模板导入 (baseInfoRecord): one row per uploaded file, with its per-row errors.
CREATE TABLE cadre_import_batch (
  id                text PRIMARY KEY,
  file_name         text NOT NULL,
  template_version  text NOT NULL,
  status            text NOT NULL CHECK (status IN ('imported', 'failed')),
  total             integer NOT NULL DEFAULT 0,
  imported          integer NOT NULL DEFAULT 0,
  failed            integer NOT NULL DEFAULT 0,
  errors            jsonb NOT NULL DEFAULT '[]',
  org_id            text NOT NULL REFERENCES sys_org (id),
  create_by         text NOT NULL,
  create_time       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cadre_import_batch_time ON cadre_import_batch (create_time DESC);

-- npm run seed -- --cadres N writes in several transactions: this row says the last one committed.
CREATE TABLE cadre_seed_run (
  id            text PRIMARY KEY,
  cadres        integer NOT NULL,
  seed          integer NOT NULL,
  started_at    timestamptz NOT NULL DEFAULT now(),
  completed_at  timestamptz
);

-- Purging a cadre deletes its sub-records through the foreign keys, past the engine's writes: their
-- attachment links go with them here, so that the files they held expire like any unlinked file.
CREATE FUNCTION cadre_sub_record_unlink_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sys_file_link WHERE resource = TG_ARGV[0] AND record_id = OLD.id;
  RETURN OLD;
END $$;
CREATE TRIGGER cadre_photo_unlink_files AFTER DELETE ON cadre_photo FOR EACH ROW EXECUTE FUNCTION cadre_sub_record_unlink_files('cadrePhoto');
CREATE TRIGGER cadre_death_unlink_files AFTER DELETE ON cadre_death FOR EACH ROW EXECUTE FUNCTION cadre_sub_record_unlink_files('cadreDeath');
CREATE TRIGGER cadre_will_unlink_files AFTER DELETE ON cadre_will FOR EACH ROW EXECUTE FUNCTION cadre_sub_record_unlink_files('cadreWill');
