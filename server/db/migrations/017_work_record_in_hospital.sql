-- 在院: a stay not yet discharged, kept by the database from its discharge date, so that the engine's list can
-- filter by it (工作统计's 在院人数 opens that list).
ALTER TABLE wr_inpatient ADD COLUMN in_hospital boolean GENERATED ALWAYS AS (discharge_date IS NULL) STORED;
