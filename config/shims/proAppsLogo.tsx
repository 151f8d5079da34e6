import type { ReactNode } from 'react';

/**
 * Stands in for pro-layout's AppsLogoComponents in builds (config/plugins/browserShims.ts). It draws ProLayout's
 * "related apps" switcher, shown only for an `appList`, which this app never passes (BasicLayout), so it renders
 * nothing; the original's popover, two list layouts and their styles were in the first load all the same.
 * `defaultRenderLogo` is ProLayout's own logic (a URL becomes an image, a function is called).
 */
export function defaultRenderLogo(logo: ReactNode | string | (() => ReactNode)): ReactNode {
  if (typeof logo === 'string') return <img width="auto" height={22} src={logo} alt="logo" />;
  if (typeof logo === 'function') return logo();
  return logo;
}

export function AppsLogoComponents(): ReactNode {
  return null;
}
