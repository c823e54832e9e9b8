/**
 * The shared-strings table: held whole in memory, which the size budget bounds. Rich text runs are joined;
 * phonetic guides (`<rPh>`, Japanese furigana) are not part of the text and are left out.
 */
import type { XlsxPackage } from './xlsxPackage.ts';
import { decodeExcelEscapes } from './xmlEscape.ts';
import { parseXml, type XmlHandler } from './xmlTokenizer.ts';

class SharedStringsHandler implements XmlHandler {
  readonly strings: string[] = [];
  wantsText = false;
  #current = '';
  #inPhonetic = false;

  open(name: string): void {
    if (name === 'si') this.#current = '';
    else if (name === 'rPh') this.#inPhonetic = true;
    else if (name === 't') this.wantsText = !this.#inPhonetic;
  }

  close(name: string): void {
    if (name === 't') this.wantsText = false;
    else if (name === 'rPh') this.#inPhonetic = false;
    else if (name === 'si') this.strings.push(decodeExcelEscapes(this.#current));
  }

  text(value: string): void {
    this.#current += value;
  }
}

export async function readSharedStrings(pkg: XlsxPackage, path: string): Promise<string[]> {
  const handler = new SharedStringsHandler();
  await parseXml(pkg.chunks(path), handler);
  return handler.strings;
}
