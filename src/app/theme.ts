import type { ThemeConfig } from 'antd';
import defaultSettings, { BRAND_SURFACE } from '@config/defaultSettings.ts';

/**
 * antd theme: the brand colour #4E8BF5 is colorPrimary, so borders, focus rings, switches and icons follow
 * it. Text on it (or in it, on white) would only reach 3.3:1, so every token that colours text, and every
 * surface that carries white text, uses darker shades of the same hue (contrast with white in comments).
 */
const BRAND_HOVER = '#2F6BD6'; // 5.0:1
const BRAND_ACTIVE = '#1F4FA3'; // 7.8:1

/**
 * One font stack for antd's components and our own markup: antd's default with Chinese fonts before the generic
 * family (PingFang on Apple, Microsoft YaHei on Windows, Noto Sans CJK on Linux and Android). antd's own stack
 * names none, so every run of Chinese text went to the system's per-character fallback: on Linux the largest
 * part of laying out a landing page (about 0.2 s of 0.45 s at 4x CPU on /), and on Windows an older font.
 * global.css (body) and index.html repeat it as CSS; a unit test keeps them equal.
 */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";

export const appTheme: ThemeConfig = {
  // Start-up cost: with CSS variables a component's styles are generated once and shared by every theme
  // (ProLayout nests its own ConfigProviders: colorPrimary, the dark menu); without the hash, selectors are
  // shorter and stable. There is one antd on the page, so nothing needs the hash to tell versions apart.
  // The key names the class that carries the root theme's variables (.jucai-theme { --ant-…: … }). index.html
  // puts it on <html>, so markup of our own outside any antd component (links, the layout frame) sees them too:
  // antd's global `a { color: var(--ant-color-link) }` needs that.
  cssVar: { key: 'jucai-theme' },
  hashed: false,
  token: {
    fontFamily: FONT_FAMILY,
    colorPrimary: defaultSettings.primaryColor,
    colorLink: BRAND_SURFACE,
    colorLinkHover: BRAND_HOVER,
    colorLinkActive: BRAND_ACTIVE,
    colorPrimaryText: BRAND_SURFACE,
    colorPrimaryTextHover: BRAND_HOVER,
    colorPrimaryTextActive: BRAND_ACTIVE,
    // antd's default secondary text (45% black) is 4.0:1 on white; 62% reaches 5.6:1.
    colorTextDescription: 'rgba(0,0,0,0.62)',
    colorTextTertiary: 'rgba(0,0,0,0.62)',
    colorTextPlaceholder: 'rgba(0,0,0,0.55)',
    borderRadius: 6,
    // Form errors and danger text: antd's #ff4d4f is 3.3:1 on white; this red is 5.9:1.
    colorError: '#C4201D',
  },
  components: {
    Button: { colorPrimary: BRAND_SURFACE, colorPrimaryHover: BRAND_HOVER, colorPrimaryActive: BRAND_ACTIVE },
    Tabs: { itemSelectedColor: BRAND_SURFACE, itemHoverColor: BRAND_HOVER, itemActiveColor: BRAND_ACTIVE, inkBarColor: BRAND_SURFACE },
    Pagination: { colorPrimary: BRAND_SURFACE, colorPrimaryHover: BRAND_HOVER },
    Menu: { itemSelectedColor: BRAND_SURFACE },
    Segmented: { itemSelectedColor: BRAND_SURFACE },
    Radio: { buttonSolidCheckedBg: BRAND_SURFACE, buttonSolidCheckedHoverBg: BRAND_HOVER, buttonSolidCheckedActiveBg: BRAND_ACTIVE },
    Steps: { colorPrimary: BRAND_SURFACE },
    Tag: { defaultColor: 'rgba(0,0,0,0.78)' },
    // A switch's words (开/关, On/Off) are white on its track: the brand surface when on, 55% black (4.7:1) when off.
    Switch: { colorPrimary: BRAND_SURFACE, colorPrimaryHover: BRAND_HOVER, colorTextQuaternary: 'rgba(0,0,0,0.55)', colorTextTertiary: 'rgba(0,0,0,0.65)' },
  },
};
