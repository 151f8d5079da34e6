import { useEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from './layoutGeometry.ts';

/** How long a new page may take (its chunk, then its data) to show its heading before we give up waiting. */
const WAIT_MS = 10_000;

/** Whether the person is already working inside the new page (typing, or pressed something there). */
function busyInPage(main: HTMLElement) {
  const active = document.activeElement;
  return !!active && active !== document.body && active !== main && main.contains(active);
}

/** Focuses the page's h1 (or the page itself when it has none) without scrolling or moving anything. */
function focusHeading(main: HTMLElement, heading: HTMLElement | null) {
  const target = heading ?? main;
  // A heading is not focusable: -1 lets a script (not Tab) focus it; screen readers then read it out.
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After an in-app navigation to another page (not the first load, not a change of the address's query such
 * as a filter), the focus moves to the new page's h1, so a screen reader announces where the person is and
 * the next Tab starts in the page, as after a full page load. It waits for the heading (the page chunk and its
 * data load after the address changes), and leaves the focus alone if the person has meanwhile started to
 * work in the page or moved it elsewhere. Nothing is added to the page, so nothing moves.
 */
export function useFocusOnRouteChange(pathname: string) {
  // The page the focus was last moved for (at first the loaded one): an effect run again for the same page (a
  // re-render, React's development double run) moves nothing.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // What had the focus when the address changed (the link followed): if the focus has moved on from it by the
    // time the heading shows (the person went on to another control, in the menu say), it stays where they put it.
    const before = document.activeElement;
    const leaveAlone = () => {
      const active = document.activeElement;
      return busyInPage(main) || (!!active && active !== before && active !== document.body && !main.contains(active));
    };
    const settle = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!leaveAlone()) focusHeading(main, heading);
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => settle() && stop());
    const timer = window.setTimeout(() => {
      stop();
      if (!leaveAlone()) focusHeading(main, null);
    }, WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
