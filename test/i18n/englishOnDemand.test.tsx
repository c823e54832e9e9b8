/**
 * The catalogue's English on demand (model/i18n/define.ts, src/i18n/locale.ts): parts as the browser build
 * ships them (ZhPart, build/englishOnDemand.mjs) download their English only while the language is en-US,
 * parts added later bring theirs as they are added, texts read zh-CN until their English arrives, and each
 * arrival re-renders the components that use `useT` with a new translator. A declaration's labels
 * (`addLabels`) work the same way.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { useMemo } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { addLabels, addMessages, ZhPart } from '../../model/i18n/define.ts';
import { translate, type MessageKey } from '../../model/i18n/index.ts';
import { setLocale, useT, type Translate } from '../../src/i18n/locale.ts';

type Texts = Record<string, string>;

/** A part whose English the test hands over (or refuses) when it likes, counting the downloads asked for. */
function part(zh: Texts) {
  const asked: { resolve(english: Texts): void; reject(error: Error): void }[] = [];
  const zhPart = new ZhPart(zh, () => new Promise<Texts>((resolve, reject) => asked.push({ resolve, reject })));
  return { zhPart, asked };
}

const key = (name: string) => `test.englishOnDemand.${name}` as MessageKey;

/** Shows a text memoised on `t`, as many components do: only a new translator shows an arrival there. */
function Probe({ name }: { name: string }) {
  // The test's parts are made at run time: their keys are no type's.
  const t = useT() as Translate<MessageKey>;
  const memoised = useMemo(() => t(key(name)), [t, name]);
  return <p data-testid={name}>{memoised}</p>;
}

const shown = (name: string) => screen.getByTestId(name).textContent;

describe('the English of the catalogue on demand', () => {
  afterEach(() => {
    cleanup();
    setLocale('zh-CN');
  });

  it('downloads nothing in zh-CN, then the English of every part added so far on the switch to en-US, showing zh-CN until it arrives', async () => {
    const first = part({ [key('first')]: '第一' });
    const second = part({ [key('second')]: '第二' });
    addMessages(first.zhPart, second.zhPart);
    render(
      <>
        <Probe name="first" />
        <Probe name="second" />
      </>,
    );
    assert.equal(first.asked.length + second.asked.length, 0, 'no English is downloaded in zh-CN');
    assert.equal(translate('en-US', key('first')), '第一', 'a text without its English reads zh-CN');

    act(() => setLocale('en-US'));
    assert.equal(first.asked.length, 1, "the first part's English is asked for at the switch");
    assert.equal(second.asked.length, 1, "the second part's English is asked for at the switch");
    assert.equal(shown('first'), '第一', 'zh-CN is shown until the English arrives');

    await act(async () => first.asked[0]!.resolve({ [key('first')]: 'First' }));
    await waitFor(() => assert.equal(shown('first'), 'First', 'the arrival re-renders with the English'));
    assert.equal(shown('second'), '第二', 'a part whose English has not arrived stays zh-CN');
    await act(async () => second.asked[0]!.resolve({ [key('second')]: 'Second' }));
    await waitFor(() => assert.equal(shown('second'), 'Second', "the second part's English shows on its arrival"));

    act(() => setLocale('zh-CN'));
    assert.equal(shown('first'), '第一', 'back in zh-CN');
    act(() => setLocale('en-US'));
    assert.equal(first.asked.length, 1, 'English that arrived is not downloaded again');
    assert.equal(shown('first'), 'First');
  });

  it('downloads the English of a part added while en-US is chosen at once, and not of one added in zh-CN', async () => {
    act(() => setLocale('en-US'));
    const later = part({ [key('later')]: '稍后' });
    addMessages(later.zhPart);
    assert.equal(later.asked.length, 1, 'a part added in en-US asks for its English as it is added');
    addMessages(later.zhPart);
    assert.equal(later.asked.length, 1, 'a part added twice asks once');
    render(<Probe name="later" />);
    assert.equal(shown('later'), '稍后');
    await act(async () => later.asked[0]!.resolve({ [key('later')]: 'Later' }));
    await waitFor(() => assert.equal(shown('later'), 'Later', 'the later part shows its English on arrival'));

    act(() => setLocale('zh-CN'));
    const inChinese = part({ [key('inChinese')]: '中文' });
    addMessages(inChinese.zhPart);
    assert.equal(inChinese.asked.length, 0, 'a part added in zh-CN downloads no English');
  });

  it("fills a declaration's labels with their English, in order, once it arrives while en-US is chosen", async () => {
    const asked: ((english: string[]) => void)[] = [];
    const labels = addLabels(['姓名', '身份证号'], () => new Promise<string[]>((resolve) => asked.push(resolve)));
    function Header() {
      const t = useT();
      return <p data-testid="header">{labels.map((label) => t.label(label)).join('|')}</p>;
    }
    render(<Header />);
    assert.equal(asked.length, 0, 'no English in zh-CN');
    assert.equal(shown('header'), '姓名|身份证号');
    act(() => setLocale('en-US'));
    assert.equal(asked.length, 1, 'asked for at the switch');
    assert.equal(shown('header'), '姓名|身份证号', 'zh-CN until it arrives');
    await act(async () => asked[0]!(['Name', 'ID number']));
    await waitFor(() => assert.equal(shown('header'), 'Name|ID number', 'the arrival re-renders the labels in English'));
    act(() => setLocale('zh-CN'));
    assert.equal(shown('header'), '姓名|身份证号', 'the pairs keep both languages');
  });

  it('asks again at the next switch to en-US when a download failed, and shows zh-CN meanwhile', async () => {
    act(() => setLocale('en-US'));
    const flaky = part({ [key('flaky')]: '不稳' });
    addMessages(flaky.zhPart);
    render(<Probe name="flaky" />);
    await act(async () => flaky.asked[0]!.reject(new Error('offline')));
    assert.equal(shown('flaky'), '不稳', 'a failed download leaves the zh-CN text');
    act(() => setLocale('zh-CN'));
    act(() => setLocale('en-US'));
    assert.equal(flaky.asked.length, 2, 'the English is asked for again');
    await act(async () => flaky.asked[1]!.resolve({ [key('flaky')]: 'Flaky' }));
    await waitFor(() => assert.equal(shown('flaky'), 'Flaky', 'the second download shows'));
  });
});
