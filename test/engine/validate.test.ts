import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateRecord } from '../../model/resource/validate.ts';
import { policyDocument } from '../../model/resources/policyDocument.ts';
import { policyDocumentChecks } from '../../model/resources/policyDocumentChecks.ts';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import type { RecordCheck, ResourceDef } from '../../model/resource/types.ts';

const dictionary = (type: string, code: string) => (type === 'policy_category' ? ['1', '2', '3'].includes(code) : type === 'receive_type' ? ['0', '1'].includes(code) : undefined);

describe('validation derived from a declaration', () => {
  it('names every missing required field in Chinese', () => {
    const { errors } = validateRecord(stafftelphone, {}, { mode: 'create', checks: [] });
    assert.deepEqual(errors.map((e) => e.message), ['姓名不能为空', '联系电话不能为空', '所属单位不能为空']);
  });

  it('speaks English when asked', () => {
    const { errors } = validateRecord(stafftelphone, {}, { mode: 'create', checks: [], locale: 'en-US' });
    assert.equal(errors[0]!.message, 'Name is required');
  });

  it('normalises values: trims text, parses integers, accepts mobile and landline phones', () => {
    const { values, errors } = validateRecord(stafftelphone, { userName: '  张三 ', phonenumber: '0571-87654321', orgId: '330100', sort: '5' }, { mode: 'create', checks: [] });
    assert.deepEqual(errors, []);
    assert.deepEqual(values, { userName: '张三', phonenumber: '0571-87654321', orgId: '330100', sort: 5 });
  });

  it('refuses wrong phones, long text, out-of-range numbers and malformed dates', () => {
    const long = 'x'.repeat(31);
    const { errors } = validateRecord(stafftelphone, { userName: long, phonenumber: '12345', orgId: '330100', sort: -1 }, { mode: 'create', checks: [] });
    assert.deepEqual(errors, [
      { field: 'userName', message: '姓名不能超过30个字符' },
      { field: 'phonenumber', message: '联系电话格式不正确（手机号或 0571-12345678）' },
      { field: 'sort', message: '排序不能小于0' },
    ]);
    const dates = validateRecord(policyDocument, { title: 't', category: '1', receiveType: '0', orgId: '330000', publishDate: '2025-02-30', content: 'c' }, { mode: 'create', checks: policyDocumentChecks, dictionary });
    assert.deepEqual(dates.errors, [{ field: 'publishDate', message: '发文日期不是有效的日期（年-月-日）' }]);
  });

  it('refuses a code that is not in the dictionary', () => {
    const { errors } = validateRecord(policyDocument, { title: 't', category: '9', receiveType: '0', orgId: '330000', publishDate: '2025-01-02', content: 'c' }, { mode: 'create', checks: policyDocumentChecks, dictionary });
    assert.deepEqual(errors, [{ field: 'category', message: '文件类别的取值“9”不在字典中' }]);
  });

  it('never accepts the lifecycle status, create-only fields on update, or undeclared keys', () => {
    const { values } = validateRecord(policyDocument, { title: 'T', status: '1', orgId: '330100', createBy: 'x', id: 'y' }, { mode: 'update', checks: policyDocumentChecks, dictionary });
    assert.deepEqual(values, { title: 'T' });
  });

  it('on update, checks only the fields sent, and refuses clearing a required one', () => {
    assert.deepEqual(validateRecord(stafftelphone, { post: '' }, { mode: 'update', checks: [] }), { values: { post: null }, errors: [] });
    assert.deepEqual(validateRecord(stafftelphone, { userName: ' ' }, { mode: 'update', checks: [] }).errors, [{ field: 'userName', message: '姓名不能为空' }]);
  });

  it('runs record checks on the stored record merged with the changes', () => {
    const checks: readonly RecordCheck[] = [{ field: 'sort', message: ['排序须小于100', 'Order under 100'], test: (r) => Number(r.sort) < 100 }];
    assert.equal(validateRecord(stafftelphone, { post: 'a' }, { mode: 'update', checks, current: { sort: 150 } }).errors[0]!.message, '排序须小于100');
    assert.deepEqual(validateRecord(stafftelphone, { sort: 5 }, { mode: 'update', checks, current: { sort: 150 } }).errors, []);
  });

  it('validates ID card numbers by their check character', () => {
    const def: ResourceDef = { ...stafftelphone, fields: [{ name: 'idCard', type: 'idCard', label: ['身份证号', 'ID'], required: true, form: 'main' }] };
    assert.equal(validateRecord(def, { idCard: '330106195001011236' }, { mode: 'create', checks: [] }).errors[0]!.message, '身份证号校验位不正确');
    assert.deepEqual(validateRecord(def, { idCard: '11010519491231002x' }, { mode: 'create', checks: [] }).values, { idCard: '11010519491231002X' });
  });
});
