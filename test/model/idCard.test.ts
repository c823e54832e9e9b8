import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkCharacter, maskIdCard, parseIdCard } from '../../model/idCard.ts';

const today = new Date('2026-11-22T00:00:00Z');

describe('ID card numbers (GB 11643)', () => {
  it('computes the check character with the standard weights', () => {
    assert.equal(checkCharacter('11010519491231002'), 'X');
    assert.equal(checkCharacter('33010619500101123'), '1');
  });

  it('derives birth date and sex from a valid number', () => {
    assert.deepEqual(parseIdCard('11010519491231002X', today), { number: '11010519491231002X', birthDate: '1949-12-31', sex: '2' });
    assert.deepEqual(parseIdCard('330106195001011231', today), { number: '330106195001011231', birthDate: '1950-01-01', sex: '1' });
  });

  it('accepts a lower-case x and stores an upper-case X', () => {
    assert.equal((parseIdCard('11010519491231002x', today) as { number: string }).number, '11010519491231002X');
  });

  it('upgrades a 15-digit legacy number to 18 digits', () => {
    const info = parseIdCard('330106500101123', today);
    assert.deepEqual(info, { number: '330106195001011231', birthDate: '1950-01-01', sex: '1' });
  });

  it('refuses a wrong check character, an impossible date, a future date and a bad format', () => {
    assert.deepEqual(parseIdCard('330106195001011236', today), { problem: 'checksum' });
    const feb30 = '3301061950023012' + '3';
    assert.deepEqual(parseIdCard(feb30 + checkCharacter(feb30), today), { problem: 'birthDate' });
    const future = '33010620300101123';
    assert.deepEqual(parseIdCard(future + checkCharacter(future), today), { problem: 'birthDate' });
    assert.deepEqual(parseIdCard('12345', today), { problem: 'format' });
  });

  it('masks all but the first six and last four characters', () => {
    assert.equal(maskIdCard('330106195001011231'), '330106********1231');
  });
});
