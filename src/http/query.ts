/** Query strings and form bodies: arrays as repeated keys (`a=1&a=2`), empty values left out (spec section 7). */

export type Scalar = string | number | boolean;
export type Params = Readonly<Record<string, Scalar | readonly Scalar[] | null | undefined>>;

function* pairs(params: Params): Generator<[string, string]> {
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value as readonly Scalar[]) yield [key, String(item)];
    else yield [key, String(value)];
  }
}

/** Appends parameters to a URL's query, after any it already has. */
export function appendParams(url: URL, params: Params | undefined): void {
  if (!params) return;
  for (const [key, value] of pairs(params)) url.searchParams.append(key, value);
}

/** `application/x-www-form-urlencoded` text of the fields. */
export function encodeForm(fields: Params): string {
  return new URLSearchParams([...pairs(fields)]).toString();
}
