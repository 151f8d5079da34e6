// pro-layout's index also exports SettingDrawer, PageContainer, Help … (antd's Form, Select, Modal behind them): the
// layout is imported from its own module so that none of that reaches the first load.
import { ProLayout } from '@ant-design/pro-layout/es/ProLayout.js';
import type { MenuDataItem } from '@ant-design/pro-layout';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import routes, { type RouteConfig } from '@config/routes.ts';
import { useInitialState } from '@/app/initialState.tsx';
import { pageTitle } from '@/app/pageTitle.ts';
import { PageLoading } from '@/components/PageState/index.tsx';
import { useT } from '@/locales/useT.tsx';
import { AppFooter } from './components/AppFooter.tsx';
import { HeaderActions } from './components/HeaderActions.tsx';
import { PhoneHeader } from './components/PhoneHeader.tsx';
import { SiderToggle } from './components/SiderToggle.tsx';
import { SkipLink } from './components/SkipLink.tsx';
import { UserMenu } from './components/UserMenu.tsx';
import { removeStartupFrame } from './startupFrame.ts';
import { useFocusOnRouteChange } from './routeFocus.ts';
import { buildMenu, groupsOf, isPagePath, MenuLink, menuHref } from './menuData.tsx';
import { useCityPreference } from '@/app/cityPreference.ts';
import { breadcrumbFor } from './breadcrumb.ts';
import { isPhone, MAIN_CONTENT_ID, startsCollapsed } from './layoutGeometry.ts';
import { layout } from '@/app/app.tsx';
import { frameClass } from '@/app/proLayoutProps.ts';
import './proLayout.css';

/**
 * The root layout around every page but /perfect: Ant Design Pro's ProLayout, with the settings of
 * config/defaultSettings.ts as its props (src/app/app.tsx's `layout`) and its menu built from config/routes.ts, filtered by
 * what the user may open. ProLayout draws the fixed dark sider with its collapse control and flyout submenus, the
 * phone's header and drawer, the actions (language, colour-weak mode, unread badge) and the user's menu (at the
 * sider's foot on a desktop, in the header on a phone, as ProLayout's side layout places them), the page title,
 * breadcrumbs (read by our PageContainer from ProLayout's RouteContext) and the footer.
 *
 * Start-up cost is held down as for antd: ProLayout's styles are generated at build time with the landing
 * pages' (config/antdStyles/landingStyles.tsx), and index.html paints the same geometry before any script runs
 * (config/layoutGeometry.ts holds the numbers both use), so nothing moves when this frame replaces it.
 */
const MENU_OPTIONS = { locale: false, loading: false } as const;

export default function BasicLayout() {
  const { initialState } = useInitialState();
  const { settings, currentUser } = initialState;
  const { pathname } = useLocation();
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const city = useCityPreference();
  const matches = useMatches();
  const current = (matches.at(-1)?.handle as { route?: RouteConfig } | undefined)?.route;
  const menu = useMemo(() => buildMenu(routes, currentUser, t), [currentUser, t]);
  // Controlled, so that a phone's drawer closes once the user has picked a page.
  const [collapsed, setCollapsed] = useState(startsCollapsed);
  // Controlled too, and the current page's group open from the first render: left to itself, ProLayout opens it
  // in an effect after mounting, and the groups below slid down while the page loaded (a layout shift). After
  // that, ProLayout's own effect opens the group of each page the user goes to, through onOpenChange.
  const [openKeys, setOpenKeys] = useState<string[]>(() => groupsOf(pathname));
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isPhone()) setCollapsed(true);
  }, [pathname]);

  useFocusOnRouteChange(pathname);

  // The real frame is in the DOM now, at the static frame's place: take the static one away before paint.
  useLayoutEffect(removeStartupFrame, []);

  // ProLayout's sider is an unnamed <aside> (a dialog, in a phone's drawer): name them, so that a screen reader
  // tells the sider from a page's own asides and says what the drawer is.
  useLayoutEffect(() => {
    frame.current?.querySelector('aside.ant-layout-sider')?.setAttribute('aria-label', t('layout.sider'));
    frame.current?.querySelector('.ant-drawer-content[role="dialog"]')?.setAttribute('aria-label', t('layout.nav'));
  });

  const toggle = useCallback(() => setCollapsed((c) => !c), []);
  const layoutProps = useMemo(() => layout(initialState), [initialState]);

  return (
    <div ref={frame} className={frameClass(settings)}>
      <SkipLink />
      <ProLayout
        {...layoutProps}
        route={{ path: '/', children: menu }}
        location={{ pathname }}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        openKeys={openKeys}
        onOpenChange={(keys) => setOpenKeys(keys || [])}
        // The menu is given, never requested: not `loading` (ProLayout would draw a skeleton in its place for a
        // moment at every start while its request hook settles).
        menu={MENU_OPTIONS}
        formatMessage={intl.formatMessage}
        // The brand is a link home, not ProLayout's <h1>: each page has its own h1.
        menuHeaderRender={(logo, _title, props) => (
          <Link to="/" className="jucai-brand" aria-label={t('layout.brand')}>
            {logo}
            {!props?.collapsed && <span className="jucai-brand-name">{t('layout.brand')}</span>}
          </Link>
        )}
        menuContentRender={(_props, dom) => (
          <nav className="jucai-nav" aria-label={t('layout.nav')}>
            {dom}
          </nav>
        )}
        // antd's Menu moves the focus between items with the arrow keys and follows an item on Enter; the link
        // inside gives the mouse a real address (open in a new tab) without being a second tab stop.
        menuItemRender={(item: MenuDataItem, dom) =>
          isPagePath(item.path) ? (
            <MenuLink path={item.path} tabIndex={-1} aria-current={item.path === pathname ? 'page' : undefined}>
              {dom}
            </MenuLink>
          ) : (
            dom
          )
        }
        // A click follows the entry's link; Enter on an entry (antd's Menu keeps the focus on the item) follows it too.
        menuProps={{ onClick: ({ key, domEvent }) => domEvent.type === 'keydown' && isPagePath(key) && navigate(menuHref(key, city)) }}
        collapsedButtonRender={(isCollapsed) => <SiderToggle collapsed={!!isCollapsed} onToggle={toggle} />}
        actionsRender={(props) => (props.isMobile ? [] : [<HeaderActions key="actions" vertical={!!props.collapsed} />])}
        avatarProps={{ render: (_avatar, _dom, props) => <UserMenu compact={!!props?.collapsed} /> }}
        // A phone's header (ProLayout draws it below 768 px): a real menu button, the brand, the same actions.
        headerRender={(props) => <PhoneHeader drawerOpen={!props.collapsed} onToggleMenu={toggle} />}
        // ProLayout's items take antd's Breadcrumb item type; ours add `linkPath`, which ProLayout's own carry too.
        breadcrumbRender={(items) => breadcrumbFor(pathname, items ?? [], t) as typeof items}
        pageTitleRender={() => pageTitle(current, t)}
        // Pages have their own error boundary (src/shell/PageBoundary.tsx).
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
    </div>
  );
}
