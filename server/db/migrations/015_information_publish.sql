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
-- 发布时间 is the moment of publishing, kept by the database so that every way of publishing sets it.
CREATE FUNCTION news_trend_publish_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = '1' AND OLD.status <> '1' THEN NEW.publish_time := now(); END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER news_trend_publish_time BEFORE UPDATE OF status ON news_trend FOR EACH ROW EXECUTE FUNCTION news_trend_publish_time();
