/**
 * Indexes derived from the declarations (server/db/declaredIndexes.ts, issue 25): what a declaration asks
 * for, which existing index serves it, and on both engines that after the migrations every declared index
 * is served (read back from pg_indexes), that a filter added to a declaration gets its index at the next
 * start and that a start with nothing to add makes nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { declaredIndexes, ensureDeclaredIndexes, indexesOf, indexName, missingIndexes, serves } from '../../server/db/declaredIndexes.ts';
import { migrate } from '../../server/db/migrate.ts';
import { RESOURCES, resourceByName } from '../../model/resources/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import { ENGINES, freshDatabase } from '../helpers/engines.ts';

const phoneBook = resourceByName('stafftelphone')!;

describe('what a declaration asks of its table', () => {
  const def: ResourceDef = {
    ...phoneBook,
    defaultSort: 'startDate,desc',
    fields: [
      { name: 'startDate', type: 'date', label: ['开始', 'Start'], search: 'range' },
      { name: 'title', type: 'text', label: ['标题', 'Title'], search: 'prefix' },
      { name: 'summary', type: 'text', label: ['摘要', 'Summary'], search: 'contains' },
      { name: 'kind', type: 'dict', dict: 'sex', label: ['类别', 'Kind'], search: 'in' },
      { name: 'code', type: 'text', label: ['编号', 'Code'], search: 'exact' },
      { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['干部', 'Cadre'] },
      { name: 'orgId', type: 'org', label: ['单位', 'Unit'], search: 'subtree' },
    ],
  };

  it('the default sort as the list orders, the recycle bin\'s order, each selective filter with the scope, a contains filter\'s pairs of characters, the key columns, and the organisation with the categories; no dictionary filter of its own', () => {
    assert.deepEqual(
      indexesOf(def).map((i) => `${i.purpose} ${i.method} (${i.keys})${i.include ? ` INCLUDE (${i.include})` : ''}${i.rows === 'all' ? '' : ` ${i.rows}`}`),
      [
        'sort btree (start_date DESC NULLS LAST, id) INCLUDE (org_id) live',
        'filter btree (start_date) INCLUDE (org_id) live',
        'filter btree (lower(title) text_pattern_ops)',
        'filter gin (search_bigrams(summary))',
        'filter btree (code) INCLUDE (org_id) live',
        'key btree (cadre_id)',
        'filter btree (org_id) INCLUDE (kind) live',
        'recycle btree (deleted_at DESC, id) deleted',
      ],
    );
  });

  it('counts an index as serving when its keys begin with the wanted ones, over live rows or all', () => {
    const [sort, range] = indexesOf(def);
    // The declaration's organisation field rides in its sort index.
    const sortIndex = { method: 'btree', keys: 'start_date DESC NULLS LAST, id', include: 'org_id', predicate: 'del_flag = 0' };
    assert.ok(serves(sortIndex, sort!));
    assert.ok(serves(sortIndex, range!), 'a range is read in either direction');
    assert.ok(serves({ method: 'btree', keys: 'start_date, org_id', predicate: null }, range!));
    assert.ok(!serves({ method: 'btree', keys: 'start_date, id', predicate: 'del_flag = 0' }, sort!), 'the other order');
    assert.ok(!serves({ method: 'btree', keys: 'start_date', predicate: 'sync_key IS NOT NULL' }, range!), 'only some rows');
    assert.ok(!serves({ method: 'btree', keys: 'org_id, start_date', predicate: null }, range!), 'not its first key');
  });

  it('keeps the recycle bin\'s index over the deleted rows alone, and counts no index of the live ones as serving it', () => {
    const recycle = indexesOf(def).find((i) => i.purpose === 'recycle')!;
    assert.ok(serves({ method: 'btree', keys: 'deleted_at DESC, id', predicate: 'del_flag = 1' }, recycle));
    assert.ok(!serves({ method: 'btree', keys: 'deleted_at DESC, id', predicate: 'del_flag = 0' }, recycle), 'the live rows');
    assert.ok(!serves({ method: 'btree', keys: 'deleted_at, id', predicate: 'del_flag = 1' }, recycle), 'the other order');
    assert.equal(indexName(recycle), 'dx_phone_book_deleted_at_recycle');
    assert.ok(!indexesOf(resourceByName('abroadOverdue')!).some((i) => i.purpose === 'recycle'), 'no recycle bin, no index');
  });

  it('carries the kept scope of a cadre\'s rows in the sort index, and counts an index without it as not serving', () => {
    const family = resourceByName('cadreFamily')!;
    const [sort] = indexesOf(family);
    assert.equal(`${sort!.keys} INCLUDE (${sort!.include})`, 'update_time DESC NULLS LAST, id INCLUDE (scope_org_id)');
    assert.ok(indexesOf(family).some((i) => i.purpose === 'filter' && i.keys === 'scope_org_id' && i.rows === 'live'), 'a city\'s rows counted by their scope');
    assert.equal(indexesOf(resourceByName('abroad')!)[0]!.include, 'scope_org_id, status', 'and the state, which a list filters on');
    assert.ok(!serves({ method: 'btree', keys: 'update_time DESC NULLS LAST, id', predicate: 'del_flag = 0' }, sort!));
    assert.ok(serves({ method: 'btree', keys: 'update_time DESC NULLS LAST, id', include: 'scope_org_id', predicate: 'del_flag = 0' }, sort!));
    assert.ok(serves({ method: 'btree', keys: 'update_time DESC NULLS LAST, id, scope_org_id', predicate: null }, sort!), 'as a key');
  });

  it('carries a row\'s own organisation and its state in the sort index: the cadre list\'s scope reads both', () => {
    const [sort] = indexesOf(resourceByName('cadre')!);
    assert.equal(`${sort!.keys} INCLUDE (${sort!.include})`, 'update_time DESC NULLS LAST, id INCLUDE (manage_org_id, status)');
    assert.ok(!serves({ method: 'btree', keys: 'update_time DESC NULLS LAST, id', predicate: 'del_flag = 0' }, sort!), 'migration 006\'s cadre_recent, dropped by 034');
  });

  it('indexes a list of codes that picks a few rows (a county among ninety), never the lifecycle\'s states', () => {
    const cadre = indexesOf(resourceByName('cadre')!);
    assert.ok(cadre.some((i) => i.purpose === 'filter' && i.keys === 'county_code' && i.include === 'manage_org_id, status' && i.rows === 'live'));
    assert.ok(!cadre.some((i) => i.purpose === 'filter' && i.keys === 'status'), 'a status filter walks the sort index, which carries it');
    assert.ok(!indexesOf(resourceByName('annualReport')!).some((i) => i.keys === 'status'), 'nor when it is searched by one value');
  });

  it('carries the cadre\'s categories in its organisation\'s index, for a city\'s count of one (not the state twice, nor a filter with an index of its own)', () => {
    const org = indexesOf(resourceByName('cadre')!).find((i) => i.keys === 'manage_org_id')!;
    const carried = org.include!.split(', ');
    assert.equal(carried[0], 'status');
    for (const column of ['education', 'job_level', 'health_status', 'sex', 'is_reminder']) assert.ok(carried.includes(column), column);
    for (const column of ['county_code', 'death_date', 'original_unit_and_position', 'manage_org_id']) assert.ok(!carried.includes(column), column);
    assert.equal(new Set(carried).size, carried.length);
  });

  it('names every declared index apart', () => {
    const names = declaredIndexes().map(indexName);
    assert.equal(new Set(names).size, names.length);
    assert.ok(names.every((name) => name.length <= 63), 'within PostgreSQL’s 63 bytes');
  });
});

for (const engine of ENGINES) {
  describe(`declared indexes on ${engine}`, () => {
    it('serves every declaration after the migrations, read back from pg_indexes; a second start makes nothing', async () => {
      const { db, dispose } = await freshDatabase(engine);
      try {
        await migrate(db);
        assert.deepEqual(await missingIndexes(db), []);
        const made = await db.query<{ indexname: string; indexdef: string }>(
          `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE 'dx\\_%' ORDER BY indexname`,
        );
        assert.ok(made.length > 50, `${made.length} derived indexes`);
        const subRecordSort = made.find((i) => i.indexname === 'dx_cadre_family_update_time_sort');
        assert.match(subRecordSort?.indexdef ?? '', /\(update_time DESC NULLS LAST, id\) INCLUDE \(scope_org_id\) WHERE \(del_flag = 0\)$/, 'a sub-record’s pages');
        const recycle = made.find((i) => i.indexname === 'dx_cadre_family_deleted_at_recycle');
        assert.match(recycle?.indexdef ?? '', /\(deleted_at DESC, id\) WHERE \(del_flag = 1\)$/, 'a sub-record’s recycle bin');
        assert.deepEqual(await db.transaction((tx) => ensureDeclaredIndexes(tx)), []);
        // An index of the declared name that an earlier declaration asked for (here: without the scope) is remade.
        await db.exec('DROP INDEX dx_cadre_family_update_time_sort; CREATE INDEX dx_cadre_family_update_time_sort ON cadre_family (update_time DESC NULLS LAST, id) WHERE del_flag = 0');
        assert.deepEqual(await db.transaction((tx) => ensureDeclaredIndexes(tx)), ['dx_cadre_family_update_time_sort']);
        assert.deepEqual(await missingIndexes(db), []);
      } finally {
        await dispose();
      }
    });

    it('makes the index of a filter added to a declaration at the next start', async () => {
      const { db, dispose } = await freshDatabase(engine);
      try {
        await migrate(db);
        const withPost = RESOURCES.map((def) =>
          def === phoneBook ? { ...def, fields: def.fields.map((f) => (f.name === 'post' ? { ...f, search: 'exact' as const } : f)) } : def,
        );
        assert.deepEqual(await db.transaction((tx) => ensureDeclaredIndexes(tx, withPost)), ['dx_phone_book_post']);
        const [index] = await db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'dx_phone_book_post'`);
        assert.match(index?.indexdef ?? '', /USING btree \(post\) INCLUDE \(org_id\) WHERE \(del_flag = 0\)$/);
        assert.deepEqual(await missingIndexes(db, withPost), []);
      } finally {
        await dispose();
      }
    });
  });
}
