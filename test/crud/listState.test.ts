/** The list's state rules: filters sent and saved, sort cycling, stored views read safely, page numbers. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { policyDocument } from '../../model/resources/policyDocument.ts';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import { filterKeys, listPageFields } from '../../model/resource/listQuery.ts';
import { talentDeclare } from '../../model/resources/talentDeclare.ts';
import { cleanFilters } from '../../src/crud/list/listFilters.ts';
import { nextSort } from '../../src/crud/list/useListState.ts';
import { parseViewState } from '../../src/crud/list/viewState.ts';
import { pageItems } from '../../src/ui/pagination.tsx';

describe('the fields a list page asks its records with', () => {
  it('are every column it may show, its title and its state, and no field only the detail shows', () => {
    assert.deepEqual(listPageFields(stafftelphone), ['userName', 'phonenumber', 'orgId', 'post', 'region', 'sort']);
    const talent = listPageFields(talentDeclare);
    assert.ok(talent.includes(talentDeclare.titleField) && talent.includes('status'));
    assert.ok(talent.length < talentDeclare.fields.length);
  });
});

describe('list filters', () => {
  it('keeps the declared search keys with a value, trimmed, and drops the rest', () => {
    assert.deepEqual(cleanFilters(policyDocument, { title: ' 通知 ', docNo: '', category: ['1', ''], publishDate_from: '2025-01-01', password: 'x' }), {
      title: '通知',
      category: ['1'],
      publishDate_from: '2025-01-01',
    });
  });

  it('gives a range field its from and to keys', () => {
    assert.deepEqual(filterKeys(policyDocument.fields.find((f) => f.name === 'publishDate')!), ['publishDate_from', 'publishDate_to']);
  });
});

describe('sorting by a header', () => {
  it('cycles ascending, descending, then back to the declaration’s order', () => {
    assert.equal(nextSort(null, 'userName'), 'userName,asc');
    assert.equal(nextSort('userName,asc', 'userName'), 'userName,desc');
    assert.equal(nextSort('userName,desc', 'userName'), null);
    assert.equal(nextSort('sort,desc', 'userName'), 'userName,asc');
  });
});

describe('a saved view read back', () => {
  it('comes back as saved', () => {
    const state = { filters: { userName: '李' }, columns: ['userName', 'orgId'], sort: 'userName,desc', size: 50 };
    assert.deepEqual(parseViewState(stafftelphone, JSON.stringify(state)), state);
  });

  it('drops what the declaration no longer allows rather than sending it to the server', () => {
    const stored = { filters: { userName: '李', retired: 'x', post: 7 }, columns: ['userName', 'gone'], sort: 'phonenumber,asc', size: 30 };
    assert.deepEqual(parseViewState(stafftelphone, stored), { filters: { userName: '李' }, columns: ['userName'], sort: null, size: 10 });
  });

  it('is refused when it is not a view at all', () => {
    assert.equal(parseViewState(stafftelphone, '{oops'), null);
    assert.equal(parseViewState(stafftelphone, '[1,2]'), null);
  });
});

describe('page numbers', () => {
  it('lists every page when there are few', () => {
    assert.deepEqual(pageItems(3, 5), [1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the pages around the current one with gaps between', () => {
    assert.deepEqual(pageItems(1, 20), [1, 2, 3, 4, 5, 6, null, 20]);
    assert.deepEqual(pageItems(10, 20), [1, null, 8, 9, 10, 11, 12, null, 20]);
    assert.deepEqual(pageItems(20, 20), [1, null, 15, 16, 17, 18, 19, 20]);
  });
});
