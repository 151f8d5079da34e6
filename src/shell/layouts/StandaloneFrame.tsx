import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { removeStartupFrame } from './startupFrame.ts';

/**
 * What a page outside the root layout (`layout: false`, only /perfect) renders in: nothing of ProLayout's, but the
 * static start-up frame index.html painted must go all the same. BasicLayout takes it away for the pages inside it;
 * without this, a reload of /perfect left the frame over the page, catching every click (issue 26.2).
 */
export function StandaloneFrame() {
  useLayoutEffect(removeStartupFrame, []);
  return <Outlet />;
}
