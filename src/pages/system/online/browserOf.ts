/**
 * A user agent in words a reader recognises, "Chrome 120 · Windows", instead of the whole header (which
 * stays available as the cell's title). Unknown agents give what they are, shortened.
 */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['360', /QIHU 360\w*|360SE|360EE/],
  ['Firefox', /Firefox\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari/],
];

const SYSTEMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Windows', /Windows/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

export function browserOf(userAgent: string | null | undefined): string {
  if (!userAgent) return '';
  const browser = BROWSERS.find(([, re]) => re.test(userAgent));
  const system = SYSTEMS.find(([, re]) => re.test(userAgent))?.[0];
  if (!browser) return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
  const version = userAgent.match(browser[1])?.[1];
  const name = version ? `${browser[0]} ${version}` : browser[0];
  return system ? `${name} · ${system}` : name;
}
