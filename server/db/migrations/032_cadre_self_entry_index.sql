-- 自主录入's list at a million cadres (issue 25): its records are the cadres still in the self-entry flow or
-- entered that way (server/areas/cadre/hooks/cadreHooks.ts, `status IN (...) OR data_source = 'self_entry'`).
-- cadre_status answers the first branch; without an index for the second, the OR made both the count and the
-- page a scan of the whole archive (1 s on PGlite for a list of a few rows). With this one the two branches
-- are a BitmapOr of two small index scans.
CREATE INDEX cadre_self_entry ON cadre (id) WHERE del_flag = 0 AND data_source = 'self_entry';
