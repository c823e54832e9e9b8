-- The 离休 cadres (a few percent of the archive) are counted by category: a search such as 离休 women, and the
-- statistics of revolution periods, whose scan is restricted to them. Their index carries what those counts
-- read (the columns of cadre_statistics), so that counting them needs no visit to the table. At a million
-- cadres a province's count of 离休 women visited 30 000 rows (600 ms cold, about 100 warm); from this index,
-- 20 ms cold (docs/performance.md, session 33). The index is 79 MB there, where the one it replaces was 6 MB.
DROP INDEX IF EXISTS cadre_retirement_type;
CREATE INDEX cadre_retirement_type ON cadre (retirement_type) INCLUDE (manage_org_id, status, statistic_flag, sex,
  treatment_level, revolution_period, unit_nature, political_status, date_of_birth, org_area, county_code) WHERE del_flag = 0;
