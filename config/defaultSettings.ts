/**
 * @name 布局与主题的默认设置 (layout settings)
 * @description The presentation settings of SPEC §1 and §9, under the SPEC's names and with its values. They are
 * ProLayout's own props (src/app/app.tsx's `layout`, through src/app/proLayoutProps.ts, is what BasicLayout renders ProLayout with), so changing
 * one here changes what is drawn: `navTheme` the sider's colours, `contentWidth` the page column, `fixedHeader`
 * the phone header, `fixSiderbar` the sider, `colorWeak` the page filter. `primaryColor` is antd's colorPrimary
 * (src/app/theme.ts). The frame's sizes are in config/layoutGeometry.ts.
 */
export interface AppSettings {
  /**
   * `dark`: a dark sider beside light pages (the SPEC's "dark navigation theme"); `light`: a light sider;
   * `realDark`: ProLayout's dark mode for the whole page.
   */
  navTheme: 'dark' | 'light' | 'realDark';
  /** Brand colour. Applied on antd's ConfigProvider so every component follows, not only the layout. */
  primaryColor: string;
  layout: 'side' | 'top' | 'mix';
  /** `Fluid` fills the page column; `Fixed` centres it at 1200 px. */
  contentWidth: 'Fluid' | 'Fixed';
  fixedHeader: boolean;
  fixSiderbar: boolean;
  /** Colour-weakness mode: a CSS filter on the whole page, toggled from the user menu. */
  colorWeak: boolean;
  title: string;
  /** When true a service worker precaches the app shell and offers a reload when a new version is deployed. */
  pwa: boolean;
  logo: string;
}

const defaultSettings: AppSettings = {
  navTheme: 'dark',
  primaryColor: '#4E8BF5',
  layout: 'side',
  contentWidth: 'Fluid',
  fixedHeader: true,
  fixSiderbar: true,
  colorWeak: false,
  title: '聚才 · 一站式招聘与外包平台',
  pwa: true,
  logo: '/pc/logo.svg',
};

/**
 * Text on the brand colour: white on #4E8BF5 is 3.3:1, below WCAG AA (4.5:1). Wherever text sits on a
 * brand-coloured surface (primary buttons, the selected menu item) we use this darker shade of the same
 * hue instead, which gives white text 5.6:1.
 */
export const BRAND_SURFACE = '#2A64C9';

export default defaultSettings;
