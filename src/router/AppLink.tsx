/**
 * A link to an app address: a real `<a href>` (open in a new tab, copy the address), navigating in place
 * on a plain click. `onWarm` runs on hover and focus, where menus start loading the page's chunk.
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigate } from './navigate.ts';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  onWarm?: () => void;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, onWarm, onClick, ...props }, ref) {
  return (
    <a
      ref={ref}
      href={to}
      onPointerEnter={onWarm}
      onFocus={onWarm}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
      {...props}
    />
  );
});
