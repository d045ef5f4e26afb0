import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router-dom';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app from its root (`/post/1`, `/explore?q=a`, `/support#billing-faq`). */
  to: string;
}

/** A click the browser should handle itself: another button, a modifier key, another window. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self')
  );
}

/**
 * A link to a page of the app, navigated in place. It reads the router's history once, where
 * react-router's `Link` resolves its path against the matched routes and sets up prefetching and view
 * transitions on every draw: the app's paths are all absolute and it uses neither, and a feed draws
 * several links per card. A link to the page already shown replaces its history entry, as `Link` does.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, onClick, ...rest },
  ref,
) {
  const { navigator } = useContext(NavigationContext);
  const { pathname, search, hash } = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToTheBrowser(event)) return;
    event.preventDefault();
    if (to === `${pathname}${search}${hash}`) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...rest} ref={ref} href={to} onClick={follow} />;
});
