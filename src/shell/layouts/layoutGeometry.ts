import { COLLAPSED_QUERY, PHONE_QUERY } from '@config/layoutGeometry.ts';

/** The element the skip link jumps to: the page inside the main landmark, after the header and the menu. */
export const MAIN_CONTENT_ID = 'main-content';

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the window is phone-sized now: the sider is a drawer (ProLayout's `isMobile`). */
export const isPhone = () => matches(PHONE_QUERY);

/** Whether the sider starts collapsed (on a phone: the drawer starts closed), as ProLayout would decide. */
export const startsCollapsed = () => matches(COLLAPSED_QUERY);
