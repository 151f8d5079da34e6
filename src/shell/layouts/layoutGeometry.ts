/**
 * The layout frame's numbers, shared by BasicLayout and (as literal CSS) by the static frame in index.html and
 * the rules in src/global.css: change them together. They follow ProLayout's own breakpoints: below 768 px the
 * sider is a drawer (a "phone"), from 768 px to 991 px it starts collapsed, wider it starts open.
 */
export const SIDER_WIDTH = 256;
export const SIDER_COLLAPSED_WIDTH = 64;
export const HEADER_HEIGHT = 56;
export const PHONE_QUERY = '(max-width: 767.98px)';
const COLLAPSED_QUERY = '(max-width: 991.98px)';
/** The element the skip link jumps to: the page inside the main landmark, after the header and the menu. */
export const MAIN_CONTENT_ID = 'main-content';

/** Whether the window is phone-sized now: the sider is a drawer. */
export const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** Whether the sider starts collapsed (on a phone: the drawer starts closed), as ProLayout would decide. */
export function startsCollapsed(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(COLLAPSED_QUERY).matches;
}
