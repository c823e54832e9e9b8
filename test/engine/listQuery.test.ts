import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { policyDocument } from '../../model/resources/policyDocument.ts';
import { parseListQuery } from '../../server/engine/listQuery.ts';
import { SqlParams } from '../../server/engine/sqlParams.ts';

function parse(query: string) {
  const p = new SqlParams();
  return { ...parseListQuery(policyDocument, new URLSearchParams(query), p), params: p.values };
}

describe('list query parsing', () => {
  it('defaults to page 1 of 10 in the declared default order', () => {
    const q = parse('');
    assert.equal(q.current, 1);
    assert.equal(q.size, 10);
    assert.equal(q.orderBy, 't."publish_date" DESC NULLS LAST, t.id');
    assert.deepEqual(q.where, []);
  });

  it('accepts currentPage/pageSize and ignores the token copy', () => {
    const q = parse('currentPage=3&pageSize=50&token=abc');
    assert.equal(q.current, 3);
    assert.equal(q.size, 50);
  });

  it('builds contains, in, exact, range and subtree filters with parameters only', () => {
    const q = parse('title=50%25_x&category=1&category=2&receiveType=0&publishDate_from=2025-01-01&publishDate_to=2025-12-31&orgId=330100');
    assert.equal(q.where.length, 5); // the range's two bounds form one condition
    // Declaration order; a contains filter's term twice: as LIKE's pattern and for its pairs of characters.
    assert.deepEqual(q.params, ['%50\\%\\_x%', '50%_x', ['1', '2'], '0', '330100', '2025-01-01', '2025-12-31']);
    assert.ok(q.where.every((w) => !w.includes('330100') && !w.includes('2025')));
  });

  it('refuses unknown filters, unsortable fields, bad pages and malformed values with clear messages', () => {
    assert.throws(() => parse('password=1'), { message: '未知的查询条件：password' });
    assert.throws(() => parse('sort=content,asc'), { message: '不能按“content”排序' });
    assert.throws(() => parse('sort=title,sideways'), { message: '不能按“title”排序' });
    assert.throws(() => parse('current=0'), { message: '页码必须是不小于1的整数' });
    assert.throws(() => parse('size=100000'), { message: '每页条数必须是1到500之间的整数' });
    assert.throws(() => parse('publishDate_from=yesterday'), { message: '查询条件“发文日期”的值不正确：yesterday' });
  });
});
