import type { ProLayoutProps } from '@ant-design/pro-layout';
import type { AppSettings } from '@config/defaultSettings.ts';
import { LAYOUT_GEOMETRY } from '@config/layoutGeometry.ts';

type SiderToken = NonNullable<NonNullable<ProLayoutProps['token']>['sider']>;

/** The dark sider of the SPEC's "dark navigation theme": light text at ≥ 4.5:1 on #0f1b2d, the current page on the brand surface. */
const DARK_SIDER: SiderToken = {
  colorMenuBackground: LAYOUT_GEOMETRY.darkSiderBackground,
  colorMenuItemDivider: 'rgba(255,255,255,0.15)',
  colorTextMenu: 'rgba(255,255,255,0.85)',
  colorTextMenuSecondary: 'rgba(255,255,255,0.75)',
  colorTextMenuTitle: '#ffffff',
  colorTextMenuItemHover: '#ffffff',
  colorTextMenuActive: '#ffffff',
  colorTextMenuSelected: '#ffffff',
  colorTextSubMenuSelected: '#ffffff',
  colorBgMenuItemHover: 'rgba(255,255,255,0.08)',
  colorBgMenuItemActive: 'rgba(255,255,255,0.12)',
  colorBgMenuItemSelected: '#2A64C9',
  colorBgMenuItemCollapsedElevated: '#1b2a42',
  colorBgCollapsedButton: LAYOUT_GEOMETRY.darkSiderBackground,
  colorTextCollapsedButton: 'rgba(255,255,255,0.85)',
  colorTextCollapsedButtonHover: '#ffffff',
};

/** A light sider (navTheme 'light'): dark text on white, the current page in the brand's light tint. */
const LIGHT_SIDER: SiderToken = {
  colorMenuBackground: '#ffffff',
  colorMenuItemDivider: 'rgba(5,5,5,0.06)',
  colorTextMenu: 'rgba(0,0,0,0.78)',
  colorTextMenuSecondary: 'rgba(0,0,0,0.62)',
  colorTextMenuTitle: 'rgba(0,0,0,0.88)',
  colorTextMenuItemHover: 'rgba(0,0,0,0.88)',
  colorTextMenuActive: 'rgba(0,0,0,0.88)',
  colorTextMenuSelected: '#2A64C9',
  colorTextSubMenuSelected: '#2A64C9',
  colorBgMenuItemHover: 'rgba(0,0,0,0.04)',
  colorBgMenuItemActive: 'rgba(0,0,0,0.06)',
  colorBgMenuItemSelected: '#e8f0fe',
  colorBgMenuItemCollapsedElevated: '#ffffff',
  colorBgCollapsedButton: '#ffffff',
  colorTextCollapsedButton: 'rgba(0,0,0,0.62)',
  colorTextCollapsedButtonHover: 'rgba(0,0,0,0.88)',
};

/**
 * The settings of config/defaultSettings.ts as ProLayout's own props. ProLayout knows `light` and `realDark`;
 * the SPEC's `dark` (a dark sider beside light pages) is ProLayout's light theme with the dark sider's tokens,
 * as Ant Design Pro draws it.
 */
export function proLayoutProps(settings: AppSettings): Partial<ProLayoutProps> {
  const sider = settings.navTheme === 'light' ? LIGHT_SIDER : settings.navTheme === 'dark' ? DARK_SIDER : undefined;
  return {
    layout: settings.layout,
    navTheme: settings.navTheme === 'realDark' ? 'realDark' : 'light',
    contentWidth: settings.contentWidth,
    fixedHeader: settings.fixedHeader,
    fixSiderbar: settings.fixSiderbar,
    colorWeak: settings.colorWeak,
    title: settings.title,
    siderWidth: LAYOUT_GEOMETRY.siderWidth,
    // The sider collapses below this step of antd's grid, where index.html's frame draws it collapsed too.
    breakpoint: LAYOUT_GEOMETRY.collapseBreakpoint,
    token: {
      ...(sider ? { sider } : {}),
      header: { heightLayoutHeader: LAYOUT_GEOMETRY.headerHeight, colorBgHeader: '#ffffff', colorBgScrollHeader: '#ffffff' },
      bgLayout: 'linear-gradient(#fff, #f5f5f5 28%)',
      // Pages bring their own gutters (PageContainer): ProLayout's content adds none, before or after one mounts.
      pageContainer: { paddingInlinePageContainerContent: 0, paddingBlockPageContainerContent: 0 },
    },
  };
}

/**
 * The classes of the element around ProLayout: the nav theme's, for what its tokens do not colour (our brand link,
 * the actions at the sider's foot), and `contentWidth: 'Fixed'`, which centres the page column (proLayout.css).
 */
export function frameClass(settings: AppSettings): string {
  const nav = settings.navTheme === 'light' ? 'jucai-frame-light-nav' : settings.navTheme === 'dark' ? 'jucai-frame-dark-nav' : 'jucai-frame-real-dark';
  return ['jucai-frame', nav, settings.contentWidth === 'Fixed' && 'jucai-frame-fixed'].filter(Boolean).join(' ');
}
