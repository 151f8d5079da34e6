/**
 * index.html paints a static copy of the layout frame (sider, brand, header bar, content background) over the
 * page before any script has run. The first render of the real frame takes it away, in a layout effect, so
 * both are never seen together and nothing moves when one replaces the other.
 */
export const STARTUP_FRAME_ID = 'startup-frame';

export function removeStartupFrame() {
  document.getElementById(STARTUP_FRAME_ID)?.remove();
}
