-- 新闻动态 (newsTrends; domain.md §8): news of a bureau, drafted, published, withdrawn; pinned ones first.
CREATE TABLE news_trend (
  id             text PRIMARY KEY,
  headline       text NOT NULL,
  news_column    text NOT NULL,
  source         text,
  org_id         text NOT NULL REFERENCES sys_org (id),
  cover          text,
  context        text NOT NULL,
  is_top         boolean NOT NULL DEFAULT false,
  publish_time   timestamptz,
  view_count     integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
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
-- The phone page reads published news, pinned first, newest next.
CREATE INDEX news_trend_published ON news_trend (is_top DESC, publish_time DESC) WHERE del_flag = 0 AND status = '1';
CREATE INDEX news_trend_org ON news_trend (org_id) WHERE del_flag = 0;
-- 发布时间 is the moment of publishing (status 1), kept by the database so that every way of publishing sets it;
-- news and notices share the function.
CREATE FUNCTION information_publish_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = '1' AND OLD.status <> '1' THEN NEW.publish_time := now(); END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER news_trend_publish_time BEFORE UPDATE OF status ON news_trend FOR EACH ROW EXECUTE FUNCTION information_publish_time();

-- 通知公告 (notification; domain.md §8): a notice sent to organisations; on publishing, every account of
-- those organisations gets a receipt, which they read and sign (签收).
CREATE TABLE notice (
  id             text PRIMARY KEY,
  subject        text NOT NULL,
  notice_type    text NOT NULL,
  receive_orgs   jsonb NOT NULL DEFAULT '[]',
  org_id         text NOT NULL REFERENCES sys_org (id),
  content        text NOT NULL,
  attachments    jsonb NOT NULL DEFAULT '[]',
  publish_time   timestamptz,
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
CREATE INDEX notice_org ON notice (org_id) WHERE del_flag = 0;
CREATE TRIGGER notice_publish_time BEFORE UPDATE OF status ON notice FOR EACH ROW EXECUTE FUNCTION information_publish_time();

-- One row per recipient: read_status 0 未读, 1 已读, 2 已签收 (dictionary read_status).
CREATE TABLE notice_receipt (
  notice_id         text NOT NULL REFERENCES notice (id) ON DELETE CASCADE,
  user_id           text NOT NULL REFERENCES sys_user (id),
  org_id            text NOT NULL REFERENCES sys_org (id),
  read_status       text NOT NULL DEFAULT '0' CHECK (read_status IN ('0', '1', '2')),
  read_time         timestamptz,
  sign_time         timestamptz,
  remind_count      integer NOT NULL DEFAULT 0,
  last_remind_time  timestamptz,
  create_time       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (notice_id, user_id)
);
CREATE INDEX notice_receipt_user ON notice_receipt (user_id, read_status);
