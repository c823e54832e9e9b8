-- The maintained counts are read from their index alone (docs/cadre.md "Statistics from maintained counts"): a
-- read sums `n` and asks whether every row it met was folded. With `folded` outside the index every read visited
-- the table, whose pages a bulk write leaves mostly empty: deltas appended by each statement of an import or seed
-- and deleted by the next fold. At a million cadres the table held 72 759 rows in 187 MB, and the province's
-- summary read 23 898 pages of it (141 ms); from this index, 128 pages (8 ms).
DROP INDEX IF EXISTS cadre_figure_key;
CREATE INDEX cadre_figure_key ON cadre_figure (cls, dim, org_id, key) INCLUDE (n, folded);
