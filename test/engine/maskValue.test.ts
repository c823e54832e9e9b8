/**
 * How a sensitive field reads without the reveal permission (server/engine/records.ts `maskValue`): an ID
 * number keeps its first six and last four digits, anything else is stars, and a JSON row kept as text
 * (`idCardKeys`, a feed row as received) masks only its ID numbers.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FieldDef } from '../../model/resource/types.ts';
import { maskValue } from '../../server/engine/records.ts';

const field = (extra: Partial<FieldDef>): FieldDef => ({ name: 'f', type: 'text', label: ['字段', 'Field'], sensitive: true, ...extra }) as FieldDef;
const ID = '330106195003310012';

describe('maskValue', () => {
  it('masks an ID number as the portal does everywhere, other values whole, and leaves empty values empty', () => {
    assert.equal(maskValue(field({ type: 'idCard' }), ID), '330106********0012');
    assert.equal(maskValue(field({}), '13800000000'), '******');
    for (const empty of [null, undefined, '']) assert.equal(maskValue(field({}), empty), empty);
  });

  it('masks only the ID numbers of a JSON row kept as text, and the whole text when it is no JSON object', () => {
    const row = field({ type: 'longText', idCardKeys: ['idCard'] });
    const masked = JSON.parse(String(maskValue(row, JSON.stringify({ idCard: ID, realName: '张三', partyJoinDate: '1955-01' }))));
    assert.deepEqual(masked, { idCard: '330106********0012', realName: '张三', partyJoinDate: '1955-01' });
    assert.deepEqual(JSON.parse(String(maskValue(row, JSON.stringify({ realName: '李四' })))), { realName: '李四' });
    for (const text of ['not json', '[1,2]', '"330106195003310012"']) assert.equal(maskValue(row, text), '******', text);
  });
});
