-- The pairs of neighbouring characters of a text, lower-cased, each once: what a `contains` filter's GIN index
-- holds (server/db/declaredIndexes.ts). A text holding a term holds every pair of the term, so a list reads
-- the rows holding them all from the index and checks the term itself on those alone (server/engine/listQuery.ts).
-- Pairs, not PostgreSQL's trigrams: most Chinese search terms are two characters, which give no trigram, and
-- the planner estimates a pair from the index's statistics, telling a rare term from a common one
-- (docs/performance.md, session 31). NULL for NULL; none for a text of one character.
CREATE FUNCTION search_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}') FROM generate_series(1, char_length(t) - 1) i
$$;
