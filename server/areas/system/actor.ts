/** The engine's request parts, and the id lists of the system forms. */
export { actorOf, objectBody } from '../../engine/requestParts.ts';

/** A list of ids from a JSON array or a comma-separated text (the original's form posts). */
export function idList(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!items) return undefined;
  return [...new Set(items.filter((i): i is string => typeof i === 'string').map((i) => i.trim()).filter(Boolean))].slice(0, 5000);
}
