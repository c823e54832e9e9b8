/**
 * Drops what migrations create in the current schema (tables, views, sequences, functions, types), so
 * that migrating again rebuilds it from nothing: `npm run seed -- --reset`. Objects of installed
 * extensions are left alone, and so is the schema itself with its owner and grants. Runs inside the
 * caller's transaction: if anything after it fails, the old objects and their rows come back.
 */
import type { Queryable } from './db.ts';

export async function dropSchemaObjects(tx: Queryable): Promise<number> {
  // `drop` is the full statement, names quoted by PostgreSQL (format %I, regprocedure for signatures).
  // Tables first, then the rest, each with IF EXISTS and CASCADE: a table takes its views, triggers and
  // own sequences (identity columns, which could not be dropped on their own) with it.
  const objects = await tx.query<{ drop: string }>(
    `SELECT drop FROM (
       SELECT CASE WHEN c.relkind IN ('r', 'p') THEN 0 ELSE 1 END AS rank, c.relname AS name,
              format('DROP %s IF EXISTS %I CASCADE',
                     CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
                     c.relname) AS drop
       FROM pg_class c
       WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
         AND NOT c.relispartition
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
       UNION ALL
       SELECT 2, p.proname, format('DROP ROUTINE IF EXISTS %s CASCADE', p.oid::regprocedure)
       FROM pg_proc p
       WHERE p.pronamespace = current_schema()::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
       UNION ALL
       SELECT 3, t.typname, format('DROP %s IF EXISTS %I CASCADE', CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.typname)
       FROM pg_type t
       WHERE t.typnamespace = current_schema()::regnamespace AND t.typtype IN ('e', 'd', 'r', 'c')
         AND (t.typtype <> 'c' OR (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c')
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
     ) objects ORDER BY rank, name`,
  );
  for (const { drop } of objects) await tx.exec(drop);
  return objects.length;
}
