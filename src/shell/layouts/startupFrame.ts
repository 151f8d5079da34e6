/**
 * index.html paints a static copy of the layout frame (sider, brand, header bar, content background) over the
 * page before any script has run. The first render of the real frame takes it away, in a layout effect, so
 * both are never seen together and nothing moves when one replaces the other.
 */
export const STARTUP_FRAME_ID = 'startup-frame';

export function removeStartupFrame() {
  document.getElementById(STARTUP_FRAME_ID)?.remove();
}

/**
 * The built index.html also paints a landing page's first screen over the page area (config/firstScreen/), which
 * outlives the static frame: it stands in for the page's loading state until the page itself has rendered.
 */
export const STARTUP_PAGE_ID = 'startup-page';

export function removeStartupPage() {
  document.getElementById(STARTUP_PAGE_ID)?.remove();
}
