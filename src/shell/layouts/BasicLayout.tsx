import ProLayout from '@ant-design/pro-layout';
import { Suspense } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import routes, { type RouteConfig } from '@config/routes.ts';
import { siderTokens } from '@config/defaultSettings.ts';
import { useInitialState } from '@/app/initialState.tsx';
import { pageTitle } from '@/app/pageTitle.ts';
import { PageLoading } from '@/components/PageState/index.tsx';
import { useT } from '@/locales/useT.tsx';
import { AppFooter } from './components/AppFooter.tsx';
import { AppHeader } from './components/AppHeader.tsx';
import { buildMenu, MenuLink } from './menuData.tsx';

/** The root layout around every page but /perfect: dark fixed sider with the menu, fixed header, footer. */
export default function BasicLayout() {
  const { initialState } = useInitialState();
  const { settings, currentUser } = initialState;
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const matches = useMatches();
  const current = (matches.at(-1)?.handle as { route?: RouteConfig } | undefined)?.route;

  return (
    <ProLayout
      title={t('layout.brand')}
      logo={<img src={settings.logo} alt={t('layout.logoAlt')} width={32} height={32} />}
      layout={settings.layout}
      contentWidth={settings.contentWidth}
      fixedHeader={settings.fixedHeader}
      fixSiderbar={settings.fixSiderbar}
      navTheme={settings.navTheme}
      colorPrimary={settings.colorPrimary}
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
      footerRender={() => <AppFooter />}
    >
      <AppHeader fixed={settings.fixedHeader} />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ProLayout>
  );
}
