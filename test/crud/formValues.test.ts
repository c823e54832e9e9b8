/** What a form starts from and what it sends: every writable field on create, only the changed ones on update. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { policyDocument } from '../../model/resources/policyDocument.ts';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import { initialValues, pendingInput } from '../../src/crud/form/formValues.ts';

describe('form values', () => {
  it('start from the declared defaults, with empty inputs for the rest', () => {
    assert.deepEqual(initialValues(stafftelphone), { userName: '', phonenumber: '', orgId: null, post: '', region: '', detailedAddress: '', sort: '0' });
    const doc = initialValues(policyDocument);
    assert.deepEqual([doc.attachments, doc.receiveOrgs, doc.category], [[], [], null]);
    assert.equal('status' in doc, false, 'the lifecycle field is not in the form');
  });

  it('start from a stored record as the inputs hold it', () => {
    const values = initialValues(stafftelphone, { userName: '张三', phonenumber: '13812345678', orgId: '330100', post: null, sort: 3 });
    assert.deepEqual(values, { userName: '张三', phonenumber: '13812345678', orgId: '330100', post: '', region: '', detailedAddress: '', sort: '3' });
  });

  it('send every writable field on create', () => {
    const values = initialValues(stafftelphone);
    assert.deepEqual(Object.keys(pendingInput(stafftelphone, 'create', values, values)).sort(), ['detailedAddress', 'orgId', 'phonenumber', 'post', 'region', 'sort', 'userName']);
  });

  it('send only what changed on update, never a create-only field', () => {
    const stored = initialValues(policyDocument, { title: '旧标题', orgId: '330000', content: '<p>x</p>' });
    const edited = { ...stored, title: '新标题', orgId: '330100' };
    assert.deepEqual(pendingInput(policyDocument, 'update', edited, stored), { title: '新标题' });
  });
});
