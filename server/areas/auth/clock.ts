/** Where the auth area reads the time. One clock per app, replaceable in tests so that nothing waits. */
export interface Clock {
  /** Unix milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
