/** A catalogue part: key → [zh-CN text, en-US text]. Pairs keep the two languages from drifting apart. */
export type Messages = Record<string, readonly [zh: string, en: string]>;

const catalogue = new Map<string, readonly [string, string]>();
const added = new WeakSet<Messages>();

/**
 * Adds parts to the catalogue, once each (several chunks may bring the same part); a key defined by two
 * parts is a programming error.
 */
export function addMessages(...parts: readonly Messages[]): void {
  for (const part of parts) {
    if (added.has(part)) continue;
    added.add(part);
    for (const [key, pair] of Object.entries(part)) {
      if (catalogue.has(key)) throw new Error(`message key ${key} is defined twice`);
      catalogue.set(key, pair);
    }
  }
}

/** The [zh-CN, en-US] pair of a key, if its part has been added. */
export function lookup(key: string): readonly [string, string] | undefined {
  return catalogue.get(key);
}
