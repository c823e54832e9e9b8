import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { XlsxError } from '../../server/xlsx/index.ts';
import { XmlTokenizer, type XmlAttributes, type XmlHandler } from '../../server/xlsx/xmlTokenizer.ts';

/** Records every event as a line, wanting text everywhere. */
function recorder(): XmlHandler & { events: string[] } {
  const events: string[] = [];
  return {
    events,
    wantsText: true,
    open: (name: string, attributes: XmlAttributes) => events.push(`<${name} ${JSON.stringify(attributes)}`),
    close: (name: string) => events.push(`</${name}`),
    text: (value: string) => events.push(`"${value}"`),
  };
}

const SAMPLE =
  '<?xml version="1.0" encoding="UTF-8"?><!-- a comment --><x:root xmlns:x="urn:x" a=\'1\' b = "x>y" r:id="rId1">' +
  '<t xml:space="preserve"> 中文 &amp; &lt;tag&gt; &#x4E2D;&#25991; &quot;q&apos; </t><empty/><![CDATA[<raw & text>]]>' +
  '<v>line\r\nbreak\rend</v></x:root>';

describe('xml tokenizer', () => {
  it('reports elements, attributes and decoded text, dropping namespace prefixes', () => {
    const handler = recorder();
    new XmlTokenizer(handler).feed(SAMPLE);
    assert.deepEqual(handler.events, [
      '<root {"x":"urn:x","a":"1","b":"x>y","id":"rId1"}',
      '<t {"space":"preserve"}',
      '" 中文 & <tag> 中文 "q\' "',
      '</t',
      '<empty {}',
      '</empty',
      '"<raw & text>"',
      '<v {}',
      '"line\nbreak\nend"',
      '</v',
      '</root',
    ]);
  });

  it('gives the same events however the text is cut into chunks', () => {
    const whole = recorder();
    new XmlTokenizer(whole).feed(SAMPLE);
    for (const size of [1, 2, 3, 7, 16]) {
      const chunked = recorder();
      const tokenizer = new XmlTokenizer(chunked);
      for (let i = 0; i < SAMPLE.length; i += size) tokenizer.feed(SAMPLE.slice(i, i + size));
      assert.deepEqual(chunked.events, whole.events, `chunks of ${size}`);
    }
  });

  it('skips text the handler does not want', () => {
    const events: string[] = [];
    const handler: XmlHandler = { wantsText: false, open: (n) => events.push(n), close: () => undefined, text: (t) => events.push(`text ${t}`) };
    new XmlTokenizer(handler).feed('<a>ignored<b/>also</a>');
    assert.deepEqual(events, ['a', 'b']);
  });

  it('refuses a document type declaration and a tag broken by another', () => {
    assert.throws(() => new XmlTokenizer(recorder()).feed('<!DOCTYPE x [<!ENTITY a "b">]><x/>'), XlsxError);
    assert.throws(() => new XmlTokenizer(recorder()).feed('<a b="1" <c/>'), XlsxError);
  });
});
