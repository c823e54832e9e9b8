/**
 * Issue 16.5: an export shows what the list shows. Every declared resource with an export is exported
 * from a fresh demo database and read back with server/xlsx: each dictionary, lifecycle-state and boolean
 * column holds labels (在册, 是), never the codes (normal, true) behind them. And the labels go back: the
 * exported rows, laid out as the import template, import with no row refused, and a row matching its
 * record changes none of those fields.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pick, zh } from '../../model/i18n/index.ts';
import type { FieldDef, ResourceDef } from '../../model/resource/types.ts';
import { RESOURCES } from '../../model/resources/index.ts';
import { exportColumns } from '../../server/engine/exportColumns.ts';
import { normalizeHeader } from '../../server/engine/importColumns.ts';
import type { CellValue } from '../../server/xlsx/index.ts';
import { cadreInput } from '../cadre/helpers/cadreData.ts';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { writeRows } from '../xlsx/helpers/xlsxFiles.ts';
import { API, exportedRows, exportOf, fileForm, filesServerFactory, postMultipart, sheetRows } from './helpers/filesServer.ts';

const EXPORTED = RESOURCES.filter((def) => def.permissions.export);
/** Rows of each export imported back: enough for every kind of value, few enough to stay quick. */
const ROUND_TRIP_ROWS = 20;

/** The fields whose stored value is a code with a label: dictionaries, the lifecycle state, booleans. */
function labelledFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.type === 'dict' || f.type === 'dicts' || f.type === 'boolean' || def.lifecycle?.field === f.name);
}

// A column is found by its header on the way back in: two columns of one header (a reference and the name
// kept beside it) would make the file ambiguous to the reader and to the import.
describe('export columns', () => {
  for (const def of EXPORTED) {
    it(`${def.name}: every column has a header of its own`, () => {
      const headers = exportColumns(def).map((c) => c.header);
      assert.deepEqual(headers.filter((h, i) => headers.indexOf(h) !== i), []);
    });
  }
});

for (const engine of ENGINES) {
  describe(`exports write labels, and the labels import back (${engine})`, () => {
    const start = filesServerFactory();
    let server: TestServer;
    let admin: SignedClient;
    /** Dictionary type → every label (disabled items too: old records keep them). */
    const labels = new Map<string, Set<string>>();
    const exported = new Map<string, { header: string[]; rows: CellValue[][] }>();

    before(async () => {
      server = await start(engine);
      admin = await signIn(server, 'admin');
      // The two resources a fresh demo has no rows of: a self-entry in its flow, and a verification's findings
      // (the demo archive is clean: one person without a date of starting work gives one).
      const entry = await admin.json(`${API}/cadreSelfEntry`, { method: 'POST', json: cadreInput({ realName: '自主录入人' }) });
      assert.equal(entry.body.code, 0, JSON.stringify(entry.body));
      const incomplete = await admin.json(`${API}/cadre`, { method: 'POST', json: cadreInput({ realName: '信息不全', workStartDate: '' }) });
      assert.equal(incomplete.body.code, 0, JSON.stringify(incomplete.body));
      const run = await admin.json(`${API}/cadreVerification/run`, { method: 'POST', json: {} });
      assert.equal(run.body.code, 0, JSON.stringify(run.body));
      for (const item of await server.db.query<{ type_code: string; label: string }>('SELECT type_code, label FROM sys_dict_item')) {
        labels.set(item.type_code, (labels.get(item.type_code) ?? new Set()).add(item.label));
      }
      for (const def of EXPORTED) {
        const record = await exportOf(server, admin, def.name);
        assert.equal(record.status, 'ready', `${def.name}: ${JSON.stringify(record)}`);
        const rows = await exportedRows(server, admin, record.id);
        // The header, then the data: an unmasked export's footer (who exported it) comes after them.
        exported.set(def.name, { header: rows[0]!.values.map(String), rows: rows.slice(1, 1 + record.rows).map((r) => r.values as CellValue[]) });
      }
    });
    after(() => server.close());

    for (const def of EXPORTED) {
      it(`${def.name}: every dictionary, state and boolean cell holds a label`, () => {
        const { header, rows } = exported.get(def.name)!;
        assert.ok(rows.length > 0, `${def.name}: the demo data has rows to export`);
        for (const field of labelledFields(def)) {
          const column = header.indexOf(pick('zh-CN', field.label));
          assert.ok(column >= 0, `${def.name}.${field.name} is exported`);
          const state = def.lifecycle?.field === field.name && field.type !== 'dict' ? def.lifecycle.states : undefined;
          const allowed = state
            ? new Set(Object.values(state).map((s) => pick('zh-CN', s.label)))
            : field.type === 'boolean'
              ? new Set([zh('export.yes'), zh('export.no')])
              : labels.get(field.dict!)!;
          for (const cell of rows.map((r) => r[column])) {
            if (cell === null || cell === undefined || cell === '') continue;
            const parts = field.type === 'dicts' ? String(cell).split('、') : [cell];
            for (const part of parts) assert.ok(typeof part === 'string' && allowed.has(part), `${def.name}.${field.name}: ${JSON.stringify(cell)} is no label`);
          }
        }
      });
    }

    // An image or attachment the template cannot carry leaves a required field empty: such rows never import.
    const importable = EXPORTED.filter((def) => def.permissions.import && !def.fields.some((f) => f.required && (f.type === 'image' || f.type === 'files')));
    for (const def of importable) {
      it(`${def.name}: the exported rows import back, labels turned into the codes of their records`, async () => {
        const template = (await sheetRows(Buffer.from(await (await admin.fetch(`${API}/${def.name}/template`)).arrayBuffer())))[0]!.values.map(String);
        const { header, rows } = exported.get(def.name)!;
        const columns = template.map((h) => header.indexOf(normalizeHeader(h)));
        assert.ok(columns.every((c) => c >= 0), `${def.name}: every template column is exported (${template.join(', ')})`);
        const sample = rows.slice(0, ROUND_TRIP_ROWS).map((row) => columns.map((c) => row[c] ?? null));
        const file = await writeRows([template, ...sample]);
        const { status, body } = await postMultipart(server, admin, `${API}/${def.name}/import`, fileForm(file, `${def.name}.xlsx`));
        assert.equal(status, 200, JSON.stringify(body));
        const preview = body.data;
        assert.equal(preview.invalid, 0, `${def.name}: ${JSON.stringify(preview.rows.filter((r: { status: string }) => r.status === 'invalid').slice(0, 3))}`);
        assert.equal(preview.total, sample.length);
        const matched = await server.db.query<{ input: Record<string, unknown>; target_id: string }>(
          `SELECT input, target_id FROM import_row WHERE batch_id = $1 AND status = 'changed'`,
          [preview.batchId],
        );
        for (const row of matched) {
          const current = (await admin.json(`${API}/${def.name}/${row.target_id}`)).body.data;
          for (const field of labelledFields(def).filter((f) => f.name in row.input)) {
            assert.deepEqual(row.input[field.name], current[field.name], `${def.name}.${field.name} of ${row.target_id}`);
          }
        }
      });
    }
  });
}
