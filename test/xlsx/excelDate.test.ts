import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtinDateKind, dateToSerialText, formatCodeDateKind, serialToIso } from '../../server/xlsx/excelDate.ts';

describe('Excel dates', () => {
  it('turns a wall-clock date into the serial Excel shows for it', () => {
    assert.equal(dateToSerialText(new Date('1900-03-01T00:00:00+08:00'), 480), '61');
    assert.equal(dateToSerialText(new Date('2024-05-01T12:00:00Z'), 0), '45413.500000002', 'a hair above noon');
    assert.equal(dateToSerialText(new Date('2024-05-01T00:00:00+08:00'), 480), '45413');
    assert.equal(dateToSerialText(new Date('2024-05-01T00:00:00Z'), 480), '45413.333333335');
    assert.equal(dateToSerialText(new Date('1900-02-28T00:00:00Z'), 0), null, "before Lotus' phantom leap day");
  });

  it('never stores a time of day below the true instant, so that a truncating reader shows the right second', () => {
    for (const day of [Date.UTC(1969, 3, 1), Date.UTC(2099, 11, 31), Date.UTC(9999, 11, 30)]) {
      for (let second = 1; second < 86_400; second++) {
        const serial = Number(dateToSerialText(new Date(day + second * 1000), 0));
        assert.equal(Math.floor((serial - Math.floor(serial)) * 86_400), second, String(serial));
      }
    }
  });

  it('turns serials back into ISO text in both date systems', () => {
    assert.equal(serialToIso(45413, 'date', false), '2024-05-01');
    assert.equal(serialToIso(45413.25, 'date', false), '2024-05-01T06:00:00');
    assert.equal(serialToIso(0.5 + 0.4 / 86400, 'time', false), '12:00:00', 'rounded to the second as Excel shows it');
    assert.equal(serialToIso(0.5 + 0.6 / 86400, 'time', false), '12:00:01');
    assert.equal(serialToIso(1, 'date', false), '1900-01-01');
    assert.equal(serialToIso(59, 'date', false), '1900-02-28');
    assert.equal(serialToIso(61, 'date', false), '1900-03-01');
    assert.equal(serialToIso(1, 'date', true), '1904-01-02');
  });

  it('tells date, time and other formats apart by their codes', () => {
    const cases: [string, ReturnType<typeof formatCodeDateKind>][] = [
      ['yyyy-mm-dd', 'date'],
      ['yyyy"年"m"月"d"日"', 'date'],
      ['[$-804]yyyy/m/d\\ h:mm', 'date'],
      ['[DBNum1][$-804]m"月"d"日"', 'date'],
      ['mmm-yy', 'date'],
      ['mmmm', 'date'],
      ['h:mm AM/PM', 'time'],
      ['[h]:mm:ss', 'time'],
      ['上午/下午h"时"mm"分"', 'time'],
      ['mm:ss.0', 'time'],
      ['General', null],
      ['0.00', null],
      ['#,##0"元";[Red]-#,##0"元"', null],
      ['0.00E+00', null],
      ['"day" 0', null],
      ['@', null],
      ['\\d0', null],
    ];
    for (const [code, kind] of cases) assert.equal(formatCodeDateKind(code), kind, code);
  });

  it('knows the built-in date and time formats, including the Chinese ones', () => {
    assert.equal(builtinDateKind(14), 'date');
    assert.equal(builtinDateKind(22), 'date');
    assert.equal(builtinDateKind(31), 'date');
    assert.equal(builtinDateKind(57), 'date');
    assert.equal(builtinDateKind(20), 'time');
    assert.equal(builtinDateKind(32), 'time');
    assert.equal(builtinDateKind(0), null);
    assert.equal(builtinDateKind(49), null);
  });
});
