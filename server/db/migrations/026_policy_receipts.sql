-- 政策文件 to people (domain.md §10 receive_type 1 个人: users[]), as 通知公告's receive_users.
ALTER TABLE policy_document ADD COLUMN receive_users jsonb NOT NULL DEFAULT '[]';

-- 政策文件's receipts (domain.md §10 document_receipt): the notices' receipts for a second kind of document,
-- one row per recipient, read_status 0 未读, 1 已读, 2 已签收 (dictionary read_status).
CREATE TABLE policy_document_receipt (
  document_id       text NOT NULL REFERENCES policy_document (id) ON DELETE CASCADE,
  user_id           text NOT NULL REFERENCES sys_user (id),
  org_id            text NOT NULL REFERENCES sys_org (id),
  read_status       text NOT NULL DEFAULT '0' CHECK (read_status IN ('0', '1', '2')),
  read_time         timestamptz,
  sign_time         timestamptz,
  remind_count      integer NOT NULL DEFAULT 0,
  last_remind_time  timestamptz,
  create_time       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, user_id)
);
CREATE INDEX policy_document_receipt_user ON policy_document_receipt (user_id, read_status);
