/** Collects query parameters while SQL text is assembled: `p.add(value)` returns its `$n` placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
