-- 积分 credited by the server (docs/enjoyLife.md "积分"): a finished activity's attendance gives each cadre who
-- signed in the points of 参加活动, and a change of that attendance afterwards a correcting entry. Such entries
-- name their activity; a cadre's points of one activity are the sum of its entries.
ALTER TABLE el_integral ADD COLUMN activity_id text REFERENCES el_activity (id) ON DELETE SET NULL;
CREATE INDEX el_integral_activity ON el_integral (activity_id, cadre_id) WHERE activity_id IS NOT NULL;
