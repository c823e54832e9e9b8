-- One publish lifecycle for everything the portal publishes (model/resources/publishLifecycle.ts): 活动中心, 活动公告
-- and 在线学习 kept their own state words; they take push_status's codes (0 草稿, 1 已发布, 2 已撤回) as the rest do.
UPDATE el_activity_center SET push_status = CASE push_status WHEN 'published' THEN '1' WHEN 'withdrawn' THEN '2' ELSE '0' END;
ALTER TABLE el_activity_center ALTER COLUMN push_status SET DEFAULT '0';
ALTER TABLE el_activity_center ADD CONSTRAINT el_activity_center_push_status CHECK (push_status IN ('0', '1', '2'));

UPDATE el_activity_announcement SET status = CASE status WHEN 'published' THEN '1' WHEN 'withdrawn' THEN '2' ELSE '0' END;
ALTER TABLE el_activity_announcement ALTER COLUMN status SET DEFAULT '0';
ALTER TABLE el_activity_announcement ADD CONSTRAINT el_activity_announcement_status CHECK (status IN ('0', '1', '2'));

ALTER TABLE vg_online_course DROP CONSTRAINT vg_online_course_status_check;
UPDATE vg_online_course SET status = CASE status WHEN 'published' THEN '1' WHEN 'withdrawn' THEN '2' ELSE '0' END;
ALTER TABLE vg_online_course ALTER COLUMN status SET DEFAULT '0';
ALTER TABLE vg_online_course ADD CONSTRAINT vg_online_course_status CHECK (status IN ('0', '1', '2'));
