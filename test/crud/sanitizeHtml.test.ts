/** Rich text is shown through an allow-list: the editor's own elements, safe links, nothing that runs. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { plainText } from '../../src/crud/format/plainText.ts';
import { sanitizeHtml } from '../../src/crud/format/sanitizeHtml.ts';
import { consoleOf } from '../helpers/consoleGuard.ts';
import { sanitizeRichText } from '../../model/richText.ts';

describe('rich text sanitising', () => {
  it('keeps paragraphs, emphasis and lists', () => {
    const html = '<p>请<b>按时</b>走访<i>老同志</i></p><ul><li>一</li></ul><ol><li>二</li></ol>';
    assert.equal(sanitizeHtml(html), html);
  });

  it('drops scripts, styles and frames with their content, and every event handler and style attribute', async () => {
    let out = '';
    const written = await consoleOf(() => {
      out = sanitizeHtml('<p onclick="x()" style="color:red">正文<script>alert(1)</script><style>p{}</style><iframe src="//x"></iframe></p>');
    });
    assert.equal(out, '<p>正文</p>');
    // happy-dom, unlike a browser, tries to load the frame of a parsed document, and says it may not; nothing else.
    assert.ok(written.every((line) => line.includes('Iframe page loading is disabled')), written.join('\n'));
  });

  it('keeps only http, https and mailto links, opened apart from the portal', () => {
    assert.equal(sanitizeHtml('<a href="https://zj.gov.cn">官网</a>'), '<a href="https://zj.gov.cn" target="_blank" rel="noopener noreferrer">官网</a>');
    assert.equal(sanitizeHtml('<a href="javascript:alert(1)">点我</a>'), '<a>点我</a>');
    assert.equal(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">点我</a>'), '<a>点我</a>');
  });

  it('keeps the text of unknown elements and drops images and forms', () => {
    assert.equal(sanitizeHtml('<font color="red">红字</font><img src=x onerror="alert(1)"><form><input></form>'), '红字');
  });

  it('turns rich text into one line of plain text for lists and histories', () => {
    assert.equal(plainText('<p>第一段</p>\n<p>第二段<script>bad()</script></p>'), '第一段 第二段');
  });

  it('is what the server stores: the same allow-list without a DOM, and what it makes the browser keeps as it is', () => {
    const cases = [
      '<p onclick="x()" style="color:red">正文<script>alert(1)</script><style>p{}</style><iframe src="//x"></iframe></p>',
      '<a href="javascript:alert(1)">点我</a><a href="https://zj.gov.cn?a=1&b=2">官网</a>',
      '<font color="red">红字</font><img src=x onerror="alert(1)"><form><input></form>',
      '<p>1<br>2<br/>3</p><ul><li>一<li>二</ul>',
    ];
    assert.deepEqual(cases.map(sanitizeRichText), [
      '<p>正文</p>',
      '<a>点我</a><a href="https://zj.gov.cn?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">官网</a>',
      '红字',
      '<p>1<br>2<br>3</p><ul><li>一<li>二</li></li></ul>',
    ]);
    for (const html of cases.slice(0, 3)) assert.equal(sanitizeHtml(sanitizeRichText(html)), sanitizeRichText(html));
  });

  it('turns whatever is not a tag it keeps into text, so that a malformed tag never becomes markup', () => {
    assert.equal(sanitizeRichText('a < b && c > d'), 'a &lt; b &amp;&amp; c &gt; d');
    assert.equal(sanitizeRichText('<scr<script>ipt>alert(1)</script>'), '&lt;scr');
    assert.equal(sanitizeRichText('<<script>alert(1)//<</script>'), '&lt;');
    assert.equal(sanitizeRichText('<!-- x --><b>粗</b><svg><script>x</script></svg>'), '<b>粗</b>');
  });
});
