-- 住院登记's review (domain.md §4.2: registered → pending → approved | rejected, the engine's lifecycle) and the
-- hospital visits made during a stay (wr_visit.inpatient_id, domain.md §4.1).
ALTER TABLE wr_inpatient ADD COLUMN approve_status text NOT NULL DEFAULT 'registered';
ALTER TABLE wr_inpatient ADD COLUMN status_reason text;
ALTER TABLE wr_visit ADD COLUMN inpatient_id text REFERENCES wr_inpatient (id) ON DELETE SET NULL;
CREATE INDEX wr_visit_inpatient ON wr_visit (inpatient_id) WHERE inpatient_id IS NOT NULL;
