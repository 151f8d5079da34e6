import ProLayout from '@ant-design/pro-layout';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import routes, { type RouteConfig } from '@config/routes.ts';
import { siderTokens } from '@config/defaultSettings.ts';
import { useInitialState } from '@/app/initialState.tsx';
import { pageTitle } from '@/app/pageTitle.ts';
import { PageLoading } from '@/components/PageState/index.tsx';
import { useT } from '@/locales/useT.tsx';
import { AppFooter } from './components/AppFooter.tsx';
import { AppHeader } from './components/AppHeader.tsx';
import { SkipLink } from './components/SkipLink.tsx';
import { removeStartupFrame } from './startupFrame.ts';
import { buildMenu, MenuLink } from './menuData.tsx';
import { MAIN_CONTENT_ID, PHONE_QUERY, SIDER_WIDTH, startsCollapsed } from './layoutGeometry.ts';

/**
 * The root layout around every page but /perfect: dark fixed sider with the menu, fixed header, footer.
 *
 * Its geometry never depends on the page or on data, so nothing moves once painted: the header is ours and sits
 * outside ProLayout's content (one placement on every page, never inset), the content area has no padding of
 * its own (ProLayout would drop its padding only after a PageContainer mounted, moving the page), and the
 * content column is at least one screen tall, so the footer is never painted mid-screen. index.html paints
 * the same frame before any script runs (layoutGeometry.ts holds the shared numbers).
 */
export default function BasicLayout() {
  const { initialState } = useInitialState();
  const { settings, currentUser } = initialState;
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const matches = useMatches();
  const current = (matches.at(-1)?.handle as { route?: RouteConfig } | undefined)?.route;
  // Controlled so that the header knows the sider's width; on a phone `collapsed` means "drawer closed".
  const [collapsed, setCollapsed] = useState(startsCollapsed);

  // On a phone the menu is a drawer: it closes once the user has picked a page.
  useEffect(() => {
    if (window.matchMedia(PHONE_QUERY).matches) setCollapsed(true);
  }, [location.pathname]);

  // The real frame is in the DOM now, at the static frame's place: take the static one away before paint.
  useLayoutEffect(removeStartupFrame, []);

  return (
    <>
      <SkipLink />
      <AppHeader fixed={settings.fixedHeader} siderCollapsed={collapsed} onToggleMenu={() => setCollapsed((c) => !c)} />
      <ProLayout
        title={t('layout.brand')}
        logo={<img src={settings.logo} alt={t('layout.logoAlt')} width={32} height={32} />}
        layout={settings.layout}
        contentWidth={settings.contentWidth}
        fixedHeader={settings.fixedHeader}
        fixSiderbar={settings.fixSiderbar}
        navTheme={settings.navTheme}
        colorPrimary={settings.colorPrimary}
        siderWidth={SIDER_WIDTH}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        token={{ sider: siderTokens, header: { colorBgHeader: '#ffffff' } }}
        route={{ path: '/', routes: buildMenu(routes, currentUser, t) }}
        location={{ pathname: location.pathname }}
        menu={{ locale: false }}
        onMenuHeaderClick={() => navigate('/')}
        // ProLayout would make the brand an <h1> on every page; each page has its own h1, so the brand is text.
        menuHeaderRender={(logo, _title, props) => (
          <span className="brand">
            {logo}
            {!props?.collapsed && <span className="brand-name">{t('layout.brand')}</span>}
          </span>
        )}
        menuItemRender={(item, dom) => (item.path && !item.path.startsWith('/_') ? <MenuLink path={item.path}>{dom}</MenuLink> : dom)}
        pageTitleRender={() => pageTitle(current, t)}
        // Our header (above) replaces ProLayout's, which on a phone had a menu button that was not a button.
        headerRender={false}
        // Pages have their own error boundary (src/shell/PageBoundary.tsx); ProLayout's would add antd's Result
        // illustrations to the first load.
        ErrorBoundary={false}
        contentStyle={{ padding: 0 }}
        footerRender={() => <AppFooter />}
      >
        <div id={MAIN_CONTENT_ID} className="app-page" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </ProLayout>
    </>
  );
}
