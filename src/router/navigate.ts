/**
 * The app's one location and its navigation, for code outside components (request rules, session,
 * crud views). App paths go through the router; external addresses (the login portal) load in full.
 */
import { browserLocation, href, type LocationSource } from './location.ts';

let source: LocationSource | undefined;

/** The location the app runs on (browser by default; tests install a memory one first). */
export function appLocation(): LocationSource {
  return (source ??= browserLocation());
}

export function installLocation(location: LocationSource): void {
  source = location;
}

function isExternal(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  if (isExternal(to)) window.location.assign(to);
  else appLocation().navigate(to, options);
}

/** The current app address (path and query). */
export function currentPath(): string {
  return href(appLocation().get());
}
