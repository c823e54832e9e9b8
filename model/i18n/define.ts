/** A catalogue part: key → [zh-CN text, en-US text]. Pairs keep the two languages from drifting apart. */
export type Messages = Record<string, readonly [zh: string, en: string]>;
