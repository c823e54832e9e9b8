-- Maintained counts of the archive's statistics (issue 25, docs/cadre.md "Statistics from maintained counts"):
-- per organisation, class of person and dimension key, how many live cadres there are, so that a province-wide
-- figure sums a few thousand rows instead of scanning a million cadres.
--
-- Rows are appended, never updated in place: every write statement on cadre adds its signed deltas, and
-- server/areas/cadre/statistics/cadreFigures.ts folds the rows of one key into one now and then. Two writers
-- therefore never wait for each other here, whatever order their statements touch organisations in.

-- The day the age bands are counted for, and the birth dates bounding them (born after born_by[1]: under 60,
-- after born_by[2]: 60-69 … on or before born_by[5]: 100 and over; dimensions.ts computes them). NULL until the
-- server first sets them: until then no age band is kept and the statistics count age bands by scanning.
CREATE TABLE cadre_figure_day (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  as_of    date,
  born_by  date[]
);
INSERT INTO cadre_figure_day DEFAULT VALUES;

-- cls: 'c1' counted in statistics (status normal or abnormal, statistic_flag 1), 'c0' on file but not counted
-- (statistic_flag other than 1), 'v' visible in the archive but gone (transferred, deceased). Self-entries not
-- yet in the archive are not kept. key '__none' is a field not filled in (countStatistics.ts NONE).
CREATE TABLE cadre_figure (
  org_id  text NOT NULL,
  cls     text NOT NULL,
  dim     text NOT NULL,
  key     text NOT NULL,
  n       integer NOT NULL,
  -- false for a trigger's delta, true for a row written by a fold or recount: a read that meets a false row
  -- asks for a fold.
  folded  boolean NOT NULL DEFAULT false
);
CREATE INDEX cadre_figure_key ON cadre_figure (cls, dim, org_id, key) INCLUDE (n);

-- The keys of one cadre: the same expressions as server/areas/cadre/statistics/dimensions.ts (keySql; the
-- statistics aggregate test compares every key with a recount through them), and the year of retirement the
-- cockpit charts (lgbNyCount.ts).
CREATE FUNCTION cadre_figure_rows(b date[], o text, st text, fl text, rt text, sx text, tl text, rp text, un text, ps text, dob date, oa text, cc text, rd text)
RETURNS TABLE (org_id text, cls text, dim text, key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT o, c.cls, k.dim, coalesce(k.key, '__none')
    FROM (SELECT CASE WHEN st IN ('normal', 'abnormal') THEN CASE WHEN fl = '1' THEN 'c1' ELSE 'c0' END
                      WHEN st NOT IN ('draft', 'submitted', 'pending_review', 'rejected') THEN 'v' END AS cls) c,
         LATERAL (VALUES
           ('retirementSex', rt || ':' || coalesce(sx, '')),
           ('treatmentLevel', CASE WHEN tl IN ('1', '2') THEN 'province' WHEN tl IN ('3', '4') THEN 'bureau'
                                   WHEN tl IN ('5', '6') THEN 'county' WHEN tl IN ('7', '8', '9') THEN 'section' END),
           ('revolutionPeriod', CASE WHEN rp IN ('1', '2', '3', '4') THEN rp END),
           ('unitNature', CASE WHEN un IN ('1', '2', '3', '4', '5', '9') THEN un END),
           ('party', CASE WHEN ps IN ('01', '02') THEN CASE rt WHEN '1' THEN 'lixiu' WHEN '2' THEN 'tuixiu' ELSE 'otherMember' END
                          WHEN ps IN ('03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13') THEN 'nonMember' END),
           ('ageBand', CASE WHEN dob IS NULL THEN NULL WHEN dob > b[1] THEN '0' WHEN dob > b[2] THEN '60' WHEN dob > b[3] THEN '70'
                            WHEN dob > b[4] THEN '80' WHEN dob > b[5] THEN '90' ELSE '100' END),
           ('city', CASE WHEN oa IN ('330000', '330100', '330200', '330300', '330400', '330500', '330600', '330700', '330800',
                                     '330900', '331000', '331100') THEN oa END),
           ('county', coalesce(cc, 'direct')),
           ('retirementYear', left(rd, 4))
         ) k (dim, key)
   WHERE c.cls IS NOT NULL
     -- 参加革命工作时期 counts 离休 people only; age bands only once their day is set.
     AND (k.dim <> 'revolutionPeriod' OR rt = '1')
     AND (k.dim <> 'ageBand' OR b IS NOT NULL)
$$;

-- Every write statement's deltas: +1 per key of each row after it, -1 per key of each row before it (live rows).
-- The day row is read FOR SHARE: a recount (which updates it) waits for writers in flight, and writers wait for
-- a recount, so no delta is counted with another day's age bands or lost across a recount.
CREATE FUNCTION cadre_figure_delta() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b date[];
BEGIN
  SELECT d.born_by INTO b FROM cadre_figure_day d FOR SHARE;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO cadre_figure (org_id, cls, dim, key, n)
    SELECT f.org_id, f.cls, f.dim, f.key, count(*)
      FROM new_rows t, cadre_figure_rows(b, t.manage_org_id, t.status, t.statistic_flag, t.retirement_type, t.sex, t.treatment_level,
             t.revolution_period, t.unit_nature, t.political_status, t.date_of_birth, t.org_area, t.county_code, t.retirement_date) f
     WHERE t.del_flag = 0 GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO cadre_figure (org_id, cls, dim, key, n)
    SELECT f.org_id, f.cls, f.dim, f.key, -count(*)
      FROM old_rows t, cadre_figure_rows(b, t.manage_org_id, t.status, t.statistic_flag, t.retirement_type, t.sex, t.treatment_level,
             t.revolution_period, t.unit_nature, t.political_status, t.date_of_birth, t.org_area, t.county_code, t.retirement_date) f
     WHERE t.del_flag = 0 GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO cadre_figure (org_id, cls, dim, key, n)
    SELECT f.org_id, f.cls, f.dim, f.key, sum(s.n)
      FROM (SELECT t.*, 1 AS n FROM new_rows t UNION ALL SELECT t.*, -1 FROM old_rows t) s,
           cadre_figure_rows(b, s.manage_org_id, s.status, s.statistic_flag, s.retirement_type, s.sex, s.treatment_level,
             s.revolution_period, s.unit_nature, s.political_status, s.date_of_birth, s.org_area, s.county_code, s.retirement_date) f
     WHERE s.del_flag = 0 GROUP BY 1, 2, 3, 4 HAVING sum(s.n) <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER cadre_figure_insert AFTER INSERT ON cadre REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cadre_figure_delta();
CREATE TRIGGER cadre_figure_update AFTER UPDATE ON cadre REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cadre_figure_delta();
CREATE TRIGGER cadre_figure_delete AFTER DELETE ON cadre REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION cadre_figure_delta();

-- Every key counted afresh from cadre (dim NULL: every dimension), for the day in cadre_figure_day. The caller
-- updates the day row first, in the same transaction (cadreFigures.ts recountFigures), which orders it with the
-- writers as above.
CREATE FUNCTION cadre_figure_recount(only_dim text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM cadre_figure WHERE only_dim IS NULL OR dim = only_dim;
  INSERT INTO cadre_figure (org_id, cls, dim, key, n, folded)
  SELECT f.org_id, f.cls, f.dim, f.key, count(*), true
    FROM cadre t, cadre_figure_day d,
         cadre_figure_rows(d.born_by, t.manage_org_id, t.status, t.statistic_flag, t.retirement_type, t.sex, t.treatment_level,
           t.revolution_period, t.unit_nature, t.political_status, t.date_of_birth, t.org_area, t.county_code, t.retirement_date) f
   WHERE t.del_flag = 0 AND (only_dim IS NULL OR f.dim = only_dim)
   GROUP BY 1, 2, 3, 4;
$$;

SELECT cadre_figure_recount(NULL);
