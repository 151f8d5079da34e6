import type { MessageId } from '../../src/locales/types.ts';

/**
 * The first screen of each landing page as static HTML, painted by index.html before any script has run
 * (config/plugins/firstScreenPreview.ts puts one copy per text bundle into the built page).
 *
 * On a mid-range phone the app's code takes seconds to arrive; until then the visitor saw only the layout's
 * static frame. These previews show the page's own heading (and on /jobpost its search box) at once, at the
 * place and size the page will render them, from the same CSS where the page shares it
 * (src/shell/firstScreen/firstScreen.css). They hold no data and nothing to click: the page replaces the preview
 * as soon as it renders (src/shell/LazyPage.tsx), and a layout-shift-free swap is checked in e2e
 * (tests/e2e/firstScreen.spec.ts).
 *
 * The texts come from the message catalogues and are escaped here; no user text ever reaches these strings.
 */
export type Text = (id: MessageId) => string;

export const FIRST_SCREENS: Record<string, (text: Text) => string> = {
  '/': homeHero,
  '/jobpost': jobSearch,
};

/** 首页 2.0's hero: title, the subtitle it shows before its data and the hire link (which sets the title's width). */
function homeHero(text: Text) {
  return (
    `<div class="home-page"><section class="home-hero"><div class="home-hero-main">` +
    `<h1 class="home-title">${escapeHtml(text('home.hero.title'))}</h1>` +
    `<p class="home-subtitle">${escapeHtml(text('home.hero.subtitle'))}</p>` +
    `</div><span class="home-hire">${escapeHtml(text('home.hero.hire'))}</span></section></div>`
  );
}

/** /jobpost's page header (PageContainer's own classes) and keyword box, drawn as antd's large Input.Search draws it. */
function jobSearch(text: Text) {
  return (
    `<div class="page-container"><div class="page-container-header"><div class="page-container-heading"><div class="page-container-title">` +
    `<h1>${escapeHtml(text('menu.jobpost'))}</h1></div></div></div>` +
    `<div class="page-container-body"><div class="sf-search"><span class="sf-search-input">${escapeHtml(text('job.list.keywordPlaceholder'))}</span>` +
    `<span class="sf-search-button">${escapeHtml(text('common.search'))}</span></div></div></div>`
  );
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Which text bundle's preview to show: run in the page (its source is inlined into index.html), so it is plain
 * JavaScript with no outside references. It follows the app's own choice (src/locales/languages.ts: the stored
 * language if it is one of `codes`, else the browser's, else its closest variant; then the bundle that language
 * shows) and returns null, so no preview, where the page would read right to left.
 * A unit test holds it to detectLocale/textBundleOf/getDirection over many inputs.
 */
export function pickPreviewBundle(stored: string | null, browser: string | undefined, codes: string[]): string | null {
  const code = stored && codes.indexOf(stored) >= 0 ? stored : browser || '';
  const language = code.split('-')[0];
  if (language === 'he' || language === 'ar' || language === 'fa' || language === 'ku') return null;
  if (language === 'en') return 'en-US';
  if (language === 'zh') return code === 'zh-TW' || /-(HK|MO|TW|Hant)(-|$)/.test(code) ? 'zh-TW' : 'zh-CN';
  return 'zh-CN';
}
