/**
 * The app's one location and its navigation, for code outside components (request rules, session,
 * crud views). App paths go through the router; external addresses (the login portal), and app addresses
 * that the other of the app's two documents shows (model/documents.ts), load in full.
 *
 * A leave guard (the shell's unsaved-changes check) may hold a navigation until the user answers. It is
 * asked for every navigation: through `navigate`, and for back and forward, which the browser has already
 * done by the time the app hears of them: those are undone (the page the user left is pushed back) while
 * the question is open, and redone on 确定.
 */
import { shows, type DocumentName } from '../../model/documents.ts';
import { browserLocation, href, toLoc, type LocationSource } from './location.ts';

let source: LocationSource | undefined;
/** The document the app runs in, set by its entry; unset (tests), every app address is shown in place. */
let document: DocumentName | undefined;
/**
 * True once this document is being left for another address: a later navigation in it (the router's answer
 * to the session that just ended, say) must not replace the address it is leaving for.
 */
let leaving = false;

export function installDocument(name: DocumentName | undefined): void {
  document = name;
  leaving = false;
}

/** The document the app runs in (unset in tests). */
export function currentDocument(): DocumentName | undefined {
  return document;
}

/** The location the app runs on (browser by default; tests install a memory one first). */
export function appLocation(): LocationSource {
  return (source ??= watched(browserLocation()));
}

export function installLocation(location: LocationSource): void {
  source = watched(location);
}

/** True to go on at once; a promise when the user is asked (true for 确定). */
export type LeaveGuard = (to: string) => true | Promise<boolean>;

let guard: LeaveGuard = () => true;
/** The address the app last agreed to show. */
let shown: string | undefined;

/** Installs the guard; returns its removal. */
export function setLeaveGuard(next: LeaveGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = () => true;
  };
}

function watched(location: LocationSource): LocationSource {
  shown = href(location.get());
  location.subscribe(() => {
    const now = href(location.get());
    if (now === shown) return;
    const verdict = guard(now);
    if (verdict === true) {
      shown = now;
      return;
    }
    // Back or forward left a page the guard holds: show it again until the user answers.
    const held = shown!;
    location.navigate(held);
    void verdict.then((go) => {
      if (!go || href(location.get()) !== held) return;
      shown = now;
      location.navigate(now);
    });
  });
  return location;
}

function isExternal(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  if (leaving) return;
  const loadInFull = () => {
    leaving = true;
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  };
  if (isExternal(to)) return loadInFull();
  const target = href(toLoc(to));
  const inPlace = document === undefined || shows(document, toLoc(to).path);
  const go = () => {
    if (!inPlace) return loadInFull();
    shown = target;
    appLocation().navigate(to, options);
  };
  const verdict = guard(target);
  if (verdict === true) go();
  else void verdict.then((yes) => yes && go());
}

/** The current app address (path and query). */
export function currentPath(): string {
  return href(appLocation().get());
}
