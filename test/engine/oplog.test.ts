import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ResourceDef } from '../../model/resource/types.ts';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import { diff, loggedChanges } from '../../server/engine/oplog.ts';

const def: ResourceDef = {
  ...stafftelphone,
  fields: [...stafftelphone.fields, { name: 'idCard', type: 'idCard', label: ['身份证号', 'ID'], sensitive: true, form: 'main' }, { name: 'note', type: 'text', label: ['备注', 'Note'], sensitive: true, form: 'main' }],
};

describe('the operation log', () => {
  it('keeps only the fields that changed, before and after', () => {
    assert.deepEqual(diff({ post: '科员', sort: 1 }, { post: '处长', sort: 1 }), { post: ['科员', '处长'] });
  });

  it('never keeps the plain value of a sensitive field, so a record’s history reveals nothing the reveal permission guards', () => {
    const changes = loggedChanges(def, diff({ idCard: '330106195001011231', note: '病史', post: 'a' }, { idCard: '11010519491231002X', note: null, post: 'b' }));
    assert.deepEqual(changes, {
      idCard: ['330106********1231', '110105********002X'],
      note: ['******', null],
      post: ['a', 'b'],
    });
  });
});
