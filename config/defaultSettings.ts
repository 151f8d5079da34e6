/**
 * @name 布局与主题的默认设置 (layout settings)
 * @description The presentation settings named in SPEC §1 and §9 (the names ProLayout gives them). The layout
 * frame (src/shell/layouts) reads fixedHeader, colorWeak, title, logo and pwa; the sider is always dark and fixed
 * and the content fluid (siderLayout.css), so navTheme, layout, contentWidth and fixSiderbar record those
 * values rather than switch anything.
 */
export interface AppSettings {
  navTheme: 'light' | 'realDark';
  /** Brand colour. Applied on antd's ConfigProvider so every component follows, not only the layout. */
  colorPrimary: string;
  layout: 'side' | 'top' | 'mix';
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
  navTheme: 'light',
  colorPrimary: '#4E8BF5',
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
