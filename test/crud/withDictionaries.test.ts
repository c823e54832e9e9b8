/**
 * A view that labels its own data with dictLabel loads through withDictionaries: its data comes back only
 * once the dictionaries are in, so the first thing it shows is labelled; and when the dictionaries fail, the
 * data still comes (the codes stand in).
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dictionaryStore, dictLabel, withDictionaries } from '../../src/crud/dictionaries/dictionaryStore.ts';
import { consoleOf } from '../helpers/consoleGuard.ts';
import { startStub, type Stub } from '../helpers/httpStub.ts';

const MEETING_TYPES = [{ code: 'meeting_type', name: '会议类型', items: [{ code: '1', label: '支部党员大会', sort: 1, enabled: true, parentCode: null }] }];

describe('withDictionaries', () => {
  let stub: Stub;
  before(async () => {
    stub = await startStub();
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${stub.url}/`);
  });
  after(() => stub.close());

  it('answers the data only once the dictionaries that label it are in', async () => {
    let answerDictionaries!: () => void;
    const dictionariesAsked = new Promise<void>((asked) => {
      stub.handle(() => {
        asked();
        return new Promise((reply) => (answerDictionaries = () => reply({ body: { code: 0, msg: 'ok', data: MEETING_TYPES } })));
      });
    });
    let answered = false;
    const load = withDictionaries(async (code: string) => code);
    const data = load('1').then((code) => {
      answered = true;
      return dictLabel(dictionaryStore.getState(), 'meeting_type', code);
    });
    await dictionariesAsked;
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(answered, false, 'the data waits for the dictionaries');
    answerDictionaries();
    assert.equal(await data, '支部党员大会');
  });

  it('answers the data, labelled by its codes, when the dictionaries cannot be loaded', async () => {
    dictionaryStore.setState({ status: 'idle', types: new Map(), labels: new Map() });
    stub.handle(() => ({ status: 500, body: 'down' }));
    let code = '';
    const lines = await consoleOf(async () => {
      code = await withDictionaries(async () => '1')();
    });
    assert.match(lines.join('\n'), /dictionary 500/, 'the browser reports the failed request');
    assert.equal(code, '1');
    assert.equal(dictionaryStore.getState().status, 'failed');
    assert.equal(dictLabel(dictionaryStore.getState(), 'meeting_type', code), '1');
  });
});
