import { Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import routes from '@config/routes.ts';
import { useInitialState } from '@/app/initialState.tsx';
import { PageLoading } from '@/components/PageState/index.tsx';
import { useT } from '@/locales/useT.tsx';
import { AppFooter } from './components/AppFooter.tsx';
import { AppHeader } from './components/AppHeader.tsx';
import { AppSider } from './components/AppSider.tsx';
import { SkipLink } from './components/SkipLink.tsx';
import { removeStartupFrame } from './startupFrame.ts';
import { buildMenu } from './menuData.tsx';
import { isPhone, MAIN_CONTENT_ID, startsCollapsed } from './layoutGeometry.ts';
import './siderLayout.css';

/**
 * The root layout around every page but /perfect: the dark fixed sider with the menu, the fixed header, the
 * page in the main landmark, and the footer.
 *
 * Its geometry never depends on the page or on data, so nothing moves once painted: the header sits beside
 * the sider on every page (never inside the content), and the page area is at least one screen tall, so the
 * footer is never painted mid-screen. index.html paints the same frame before any script runs
 * (layoutGeometry.ts holds the shared numbers). The frame is our own markup and static CSS rather than
 * ProLayout: ProLayout, its providers and antd's Menu were about 45 KB gzip of the first load, and their
 * first render (route transformation, generated menu styles) a good part of start-up's main-thread time.
 * Pages use our PageContainer (src/components/PageContainer) for the same reasons.
 */
export default function BasicLayout() {
  const { initialState } = useInitialState();
  const { settings, currentUser } = initialState;
  const { pathname } = useLocation();
  const t = useT();
  const menu = useMemo(() => buildMenu(routes, currentUser, t), [currentUser, t]);
  // The header needs the sider's width; on a phone `collapsed` means "drawer closed".
  const [collapsed, setCollapsed] = useState(startsCollapsed);

  // On a phone the menu is a drawer: it closes once the user has picked a page.
  useEffect(() => {
    if (isPhone()) setCollapsed(true);
  }, [pathname]);

  // The real frame is in the DOM now, at the static frame's place: take the static one away before paint.
  useLayoutEffect(removeStartupFrame, []);

  return (
    <>
      <SkipLink />
      <AppHeader fixed={settings.fixedHeader} siderCollapsed={collapsed} onToggleMenu={() => setCollapsed((c) => !c)} />
      <div className={collapsed ? 'app-layout app-layout-collapsed' : 'app-layout'}>
        <AppSider items={menu} pathname={pathname} collapsed={collapsed} onCollapse={setCollapsed} />
        <div className="app-main">
          <main id={MAIN_CONTENT_ID} className="app-page" tabIndex={-1}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </main>
          <AppFooter />
        </div>
      </div>
    </>
  );
}
