/**
 * An incremental XML tokenizer for the subset that Office Open XML uses: elements, attributes, text, CDATA,
 * comments and processing instructions. Text is fed in chunks of any size; a token cut by a chunk boundary
 * waits for the next chunk, so a sheet is tokenized without ever holding its XML as one string.
 * Namespace prefixes are dropped (`x:row` is `row`, `r:id` is `id`): the parts we read never need them to
 * tell names apart, and some writers prefix the main namespace. A DTD is refused: OOXML has none, and
 * entity definitions are how "billion laughs" files blow up a parser.
 */
import { XlsxError } from './errors.ts';

export type XmlAttributes = Record<string, string>;

export interface XmlHandler {
  /** Read before each text node: when false the text is skipped without being decoded. */
  readonly wantsText: boolean;
  /** An element starts; a self-closing element is followed at once by its `close`. */
  open(name: string, attributes: XmlAttributes): void;
  close(name: string): void;
  /** Text content, entities decoded and line ends normalised. */
  text(value: string): void;
}

const LT = 60;
const GT = 62;
const SLASH = 47;
const DQUOTE = 34;
const SQUOTE = 39;

const ENTITY = /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Text or an attribute value with XML's line-end normalisation applied and its entities decoded. */
export function decodeXml(raw: string): string {
  const text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, hex: string | undefined, dec: string | undefined, named: string | undefined) => {
    if (named) return NAMED[named]!;
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon === -1 ? qualified : qualified.slice(colon + 1);
}

export class XmlTokenizer {
  #rest = '';

  constructor(private readonly handler: XmlHandler) {}

  /** Tokenizes what it can of `chunk` (after what was left over), keeping an unfinished token for later. */
  feed(chunk: string): void {
    const buf = this.#rest + chunk;
    const handler = this.handler;
    const length = buf.length;
    let pos = 0;
    while (pos < length) {
      const lt = buf.indexOf('<', pos);
      if (lt === -1) break;
      if (lt > pos && handler.wantsText) handler.text(decodeXml(buf.slice(pos, lt)));
      pos = lt;
      const next = buf.charCodeAt(lt + 1);
      if (Number.isNaN(next)) break;
      if (next === SLASH) {
        const gt = buf.indexOf('>', lt);
        if (gt === -1) break;
        handler.close(localName(buf.slice(lt + 2, gt).trim()));
        pos = gt + 1;
      } else if (next === 63 /* ? */) {
        const end = buf.indexOf('?>', lt);
        if (end === -1) break;
        pos = end + 2;
      } else if (next === 33 /* ! */) {
        const end = this.#special(buf, lt);
        if (end === -1) break;
        pos = end;
      } else {
        const gt = findTagEnd(buf, lt + 1);
        if (gt === -1) break;
        const selfClosing = buf.charCodeAt(gt - 1) === SLASH;
        this.#startTag(buf.slice(lt + 1, selfClosing ? gt - 1 : gt), selfClosing);
        pos = gt + 1;
      }
    }
    this.#rest = buf.slice(pos);
  }

  /** `<!--…-->`, `<![CDATA[…]]>` or a refused `<!DOCTYPE`: the position after it, or -1 to wait for more. */
  #special(buf: string, lt: number): number {
    if (buf.startsWith('<!--', lt)) {
      const end = buf.indexOf('-->', lt + 4);
      return end === -1 ? -1 : end + 3;
    }
    if (buf.startsWith('<![CDATA[', lt)) {
      const end = buf.indexOf(']]>', lt + 9);
      if (end === -1) return -1;
      if (this.handler.wantsText) this.handler.text(buf.slice(lt + 9, end));
      return end + 3;
    }
    if (buf.length - lt < 9) return -1;
    throw new XlsxError('CORRUPT', `unexpected markup ${JSON.stringify(buf.slice(lt, lt + 12))} (DTDs are refused)`);
  }

  #startTag(body: string, selfClosing: boolean): void {
    let nameEnd = 0;
    while (nameEnd < body.length && body.charCodeAt(nameEnd) > 32) nameEnd++;
    const name = localName(body.slice(0, nameEnd));
    const attributes: XmlAttributes = {};
    if (nameEnd < body.length) {
      ATTRIBUTE.lastIndex = nameEnd;
      for (let m = ATTRIBUTE.exec(body); m; m = ATTRIBUTE.exec(body)) {
        attributes[localName(m[1]!)] = decodeXml(m[2] ?? m[3] ?? '');
      }
    }
    this.handler.open(name, attributes);
    if (selfClosing) this.handler.close(name);
  }
}

/** Index of the `>` closing the start tag that begins at `from`, skipping quoted values; -1 if not yet fed. */
function findTagEnd(buf: string, from: number): number {
  let quote = 0;
  for (let i = from; i < buf.length; i++) {
    const ch = buf.charCodeAt(i);
    if (quote !== 0) {
      if (ch === quote) quote = 0;
    } else if (ch === DQUOTE || ch === SQUOTE) {
      quote = ch;
    } else if (ch === GT) {
      return i;
    } else if (ch === LT) {
      throw new XlsxError('CORRUPT', `malformed start tag near ${JSON.stringify(buf.slice(from - 1, from + 30))}`);
    }
  }
  return -1;
}

/**
 * Feeds UTF-8 chunks to a tokenizer with `handler`, yielding after each chunk so that a caller can hand on
 * what the handler collected before the next chunk is read.
 */
export async function* feedXml(chunks: AsyncIterable<Buffer>, handler: XmlHandler): AsyncGenerator<void> {
  const tokenizer = new XmlTokenizer(handler);
  // Not fatal: a stray invalid byte becomes U+FFFD in one cell rather than failing the whole import.
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    tokenizer.feed(decoder.decode(chunk, { stream: true }));
    yield;
  }
  tokenizer.feed(decoder.decode());
}

/** Parses a whole XML part with `handler`. */
export async function parseXml(chunks: AsyncIterable<Buffer>, handler: XmlHandler): Promise<void> {
  for await (const _ of feedXml(chunks, handler));
}
