/**
 * The layout frame's sizes, declared once. ProLayout receives them as props and tokens
 * (src/app/proLayoutProps.ts), and index.html's static frame, which paints the same geometry before
 * any script has run, is written from them at build and dev time (config/plugins/layoutFrame.ts replaces the
 * `%frame.*%` placeholders), so the two cannot drift apart. The breakpoints are antd's grid: below 768 px (`md`)
 * the sider is a drawer and the header shows; from 768 px to 1199 px (below `xl`, ProLayout's `breakpoint`) the
 * sider is collapsed, so that a 1024 px screen keeps its width for the page.
 */
export const LAYOUT_GEOMETRY = {
  siderWidth: 256,
  siderCollapsedWidth: 64,
  /** ProLayout's header (phones only in the side layout). */
  headerHeight: 56,
  /** The sider's logo row: ProLayout's own height for a 32 px logo. */
  logoHeight: 64,
  /** `contentWidth: 'Fixed'`: the page column's width. */
  fixedContentWidth: 1200,
  /** Widths below this are phones (antd's `md` breakpoint). */
  phoneMaxWidth: 767.98,
  /** Widths below this collapse the sider (antd's `xl` breakpoint, ProLayout's `breakpoint` prop). */
  collapsedMaxWidth: 1199.98,
  /** ProLayout's `breakpoint`: the antd grid step whose lower edge is collapsedMaxWidth + 0.02. */
  collapseBreakpoint: 'xl',
  /** The dark sider's background (navTheme 'dark'). */
  darkSiderBackground: '#0f1b2d',
} as const;

export const PHONE_QUERY = `(max-width: ${LAYOUT_GEOMETRY.phoneMaxWidth}px)`;
export const COLLAPSED_QUERY = `(max-width: ${LAYOUT_GEOMETRY.collapsedMaxWidth}px)`;
