/** A catalogue part: key → [zh-CN text, en-US text]. Pairs keep the two languages from drifting apart. */
export type Messages = Record<string, readonly [zh: string, en: string]>;

/** The keys of some catalogue parts: what a translator made from them accepts. */
export type KeysOf<P extends readonly Messages[]> = P[number] extends infer M ? (M extends Messages ? Extract<keyof M, string> : never) : never;

type Texts = Readonly<Record<string, string>>;

/**
 * A part as the browser build ships it (build/englishOnDemand.mjs rewrites every part module so): its
 * zh-CN texts, and its English in a module of its own, downloaded only while English is wanted.
 */
export class ZhPart {
  constructor(
    readonly zh: Texts,
    readonly loadEnglish: () => Promise<Texts>,
  ) {}
}

const catalogue = new Map<string, readonly [string, string]>();
const added = new WeakSet<Messages | ZhPart>();

/** What has English still to come (a part's texts, a declaration's labels): downloads and files it. */
type EnglishSource = () => Promise<void>;

/** Sources whose English is neither here nor on its way. */
const withoutEnglish = new Set<EnglishSource>();
let englishWanted = false;
let arrivals = 0;
const listeners = new Set<() => void>();

function fetchEnglish(source: EnglishSource): void {
  withoutEnglish.delete(source);
  source().then(
    () => {
      arrivals++;
      for (const listener of listeners) listener();
    },
    // Offline, say: the next call for English tries again.
    () => withoutEnglish.add(source),
  );
}

function awaitEnglish(source: EnglishSource): void {
  withoutEnglish.add(source);
  if (englishWanted) fetchEnglish(source);
}

/**
 * Adds parts to the catalogue, once each (several chunks may bring the same part); a key defined by two
 * parts is a programming error. A ZhPart's English reads as its zh-CN until it arrives.
 */
export function addMessages(...parts: readonly (Messages | ZhPart)[]): void {
  for (const part of parts) {
    if (added.has(part)) continue;
    added.add(part);
    const pairs: [string, readonly [string, string]][] =
      part instanceof ZhPart ? Object.entries(part.zh).map(([key, zh]) => [key, [zh, zh]]) : Object.entries(part);
    for (const [key, pair] of pairs) {
      if (catalogue.has(key)) throw new Error(`message key ${key} is defined twice`);
      catalogue.set(key, pair);
    }
    if (part instanceof ZhPart) {
      awaitEnglish(() =>
        part.loadEnglish().then((english) => {
          for (const [key, zh] of Object.entries(part.zh)) catalogue.set(key, [zh, english[key] ?? zh]);
        }),
      );
    }
  }
}

/**
 * A declaration's labels as the browser build ships them (build/englishOnDemand.mjs): [zh-CN, en-US] pairs
 * made of the zh-CN texts, each reading zh-CN in both languages until the English (in the same order)
 * arrives and is written into them, like a part's.
 */
export function addLabels(zh: readonly string[], loadEnglish: () => Promise<readonly string[]>): readonly (readonly [string, string])[] {
  const labels = zh.map((text): [string, string] => [text, text]);
  awaitEnglish(() =>
    loadEnglish().then((english) => {
      labels.forEach((label, i) => (label[1] = english[i] ?? label[0]));
    }),
  );
  return labels;
}

/**
 * While English is wanted (the browser's language is en-US), the English of every ZhPart and declaration
 * added so far and of every one added later is downloaded; listeners of `onEnglishArrival` hear of each
 * arrival.
 */
export function wantEnglish(wanted: boolean): void {
  englishWanted = wanted;
  if (wanted) for (const source of [...withoutEnglish]) fetchEnglish(source);
}

/** How many parts' and declarations' English has arrived: changes whenever English texts are added. */
export function englishArrivals(): number {
  return arrivals;
}

/** Calls the listener after each part's or declaration's English arrives; returns its unsubscribe. */
export function onEnglishArrival(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The [zh-CN, en-US] pair of a key, if its part has been added. */
export function lookup(key: string): readonly [string, string] | undefined {
  return catalogue.get(key);
}
