/**
 * `<OnDemand part kind trigger />`: a trigger on screen from the first paint whose popup (a Radix menu,
 * context menu, popover, sheet or dialog) is not. The shell's header and tags would otherwise bring Radix
 * Menu, Popover, Dialog and Switch with floating-ui and their layers to every screen.
 * Hover and focus start the download (`onDemand`, whenNeeded.tsx); the gesture that opens the popup (see
 * `Kind`) is held until the part is there, which then replaces the stand-in with its own Radix trigger, and
 * is replayed on it, so that Radix opens as if it had been there all along: at the pointer, with the first
 * item focused when opened from the keyboard, returning the focus to the trigger. A failed download is
 * reported (the error log) and the next gesture tries again.
 */
import { cloneElement, useEffect, useRef, useState, type HTMLAttributes, type ReactElement, type Ref, type SyntheticEvent } from 'react';
import { report, type Part } from './whenNeeded.tsx';

/**
 * How the part's Radix trigger opens, which the stand-in copies (and announces) until it is there:
 * `menu` a Dropdown Menu (pointer press, Enter, Space, ArrowDown); `popover` a Popover (click); `dialog` a
 * button whose part opens a dialog on click; `contextMenu` a Context Menu (right click, or the keyboard's
 * menu key / Shift+F10, which come as that key then a contextmenu event).
 */
export type Kind = 'menu' | 'popover' | 'dialog' | 'contextMenu';

const MENU_KEYS = ['Enter', ' ', 'ArrowDown'];
const CONTEXT_MENU_KEYS = ['F10', 'ContextMenu'];
const ANNOUNCED: Partial<Record<Kind, HTMLAttributes<HTMLElement>>> = {
  menu: { 'aria-haspopup': 'menu', 'aria-expanded': false },
  popover: { 'aria-haspopup': 'dialog', 'aria-expanded': false },
};

type TriggerElementProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

/** What a part given to OnDemand receives: the trigger to render as its Radix trigger (`asChild`). */
export interface TriggerProp {
  trigger: ReactElement<TriggerElementProps>;
}

export type OnDemandProps<Q extends TriggerProp> = {
  part: Part<Q>;
  kind: Kind;
  /** The trigger as drawn from the first paint: no `ref`, and no ARIA the part's Radix trigger sets itself. */
  trigger: ReactElement<TriggerElementProps>;
} & (object extends Omit<Q, 'trigger'> ? { props?: Omit<Q, 'trigger'> } : { /** The part's other props. */ props: Omit<Q, 'trigger'> });

/** Element indices from `root` down to `node`, or null when it is not inside `root`. */
function pathTo(root: Element, node: EventTarget | null): number[] | null {
  const path: number[] = [];
  let at = node instanceof Element ? node : null;
  while (at !== root) {
    const parent: Element | null | undefined = at?.parentElement;
    if (!at || !parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
    at = parent;
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): HTMLElement | null {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at instanceof HTMLElement ? at : null;
}

/** The same event again: a KeyboardEvent, MouseEvent or PointerEvent takes its own kind's fields as its init. */
const again = (event: Event) => new (event.constructor as new (type: string, init: Event) => Event)(event.type, event);

/** The trigger's own handler, then the stand-in's. */
function also<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void): (event: E) => void {
  return (event) => {
    theirs?.(event);
    ours(event);
  };
}

interface Held {
  events: { event: Event; path: number[] }[];
  /** Where the focus was inside the stand-in when it was replaced (it goes with the element). */
  focus: number[] | null;
}

export function OnDemand<Q extends TriggerProp>({ part, kind, trigger, props }: OnDemandProps<Q>) {
  const [Loaded, setLoaded] = useState(() => part.loaded);
  const node = useRef<HTMLElement>(null);
  const held = useRef<Held | null>(null);
  const menuKey = useRef<Event | null>(null);

  useEffect(() => {
    // After the part's own effects (Radix's menus start watching the keyboard there), so the replay is seen.
    const replay = held.current;
    const root = node.current;
    held.current = null;
    if (!replay || !root) return;
    if (replay.focus) elementAt(root, replay.focus)?.focus();
    for (const { event, path } of replay.events) (elementAt(root, path) ?? root).dispatchEvent(again(event));
  }, [Loaded]);

  if (Loaded) return <Loaded {...({ ...props, trigger: cloneElement(trigger, { ref: node }) } as Q)} />;

  const open = (...events: Event[]) => {
    const root = node.current;
    if (!root) return;
    const recorded = events.map((event) => ({ event, path: pathTo(root, event.target) ?? [] }));
    part.load().then((component) => {
      held.current = { events: recorded, focus: node.current && pathTo(node.current, document.activeElement) };
      setLoaded(() => component);
    }, report);
  };
  const own = trigger.props;
  const gestures: TriggerElementProps =
    kind === 'menu'
      ? {
          onPointerDown: also(own.onPointerDown, (event) => {
            if (event.button !== 0 || event.ctrlKey) return;
            // As Radix's trigger does: the menu, not the button, takes the focus.
            event.preventDefault();
            open(event.nativeEvent);
          }),
          onKeyDown: also(own.onKeyDown, (event) => {
            if (!MENU_KEYS.includes(event.key)) return;
            event.preventDefault();
            open(event.nativeEvent);
          }),
        }
      : kind === 'contextMenu'
        ? {
            onKeyDown: also(own.onKeyDown, (event) => {
              menuKey.current = CONTEXT_MENU_KEYS.includes(event.key) ? event.nativeEvent : null;
            }),
            onPointerDown: also(own.onPointerDown, () => {
              menuKey.current = null;
            }),
            onContextMenu: also(own.onContextMenu, (event) => {
              event.preventDefault();
              open(...(menuKey.current ? [menuKey.current] : []), event.nativeEvent);
              menuKey.current = null;
            }),
          }
        : { onClick: also(own.onClick, (event) => open(event.nativeEvent)) };
  return cloneElement(trigger, {
    ...ANNOUNCED[kind],
    ...gestures,
    ref: node,
    onPointerEnter: also(own.onPointerEnter, part.preload),
    onFocus: also(own.onFocus, part.preload),
  });
}
