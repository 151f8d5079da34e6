import type { MessageId } from '../../src/locales/types.ts';
import { JOB_PREVIEW_ATTRIBUTE, JOB_PREVIEW_FORMATS } from '../../src/shell/firstScreen/jobPreview.ts';

/**
 * The first screen of each landing page as static HTML, painted by index.html before any script has run
 * (config/plugins/firstScreenPreview.ts puts one copy per text bundle into the built page).
 *
 * On a mid-range phone the app's code takes seconds to arrive; until then the visitor saw only the layout's
 * static frame. These previews show the page's own heading (and on /jobpost its search box) at once, at the
 * place and size the page will render them, from the same CSS where the page shares it
 * (src/shell/firstScreen/firstScreen.css). They hold no data and nothing to click: the page replaces the preview
 * as soon as it renders (src/shell/LazyPage.tsx), and a layout-shift-free swap is checked in e2e
 * (tests/e2e/firstScreen.spec.ts). The job page's preview has empty places for its job's title and pay, which
 * start-up code fills in when the job arrives, before the app (src/main.tsx, src/shell/firstScreen/jobPreview.ts).
 *
 * The texts come from the message catalogues and are escaped here; no user text ever reaches these strings.
 */
export type Text = (id: MessageId) => string;

export const FIRST_SCREENS: Record<string, (text: Text) => string> = {
  '/': homeHero,
  '/jobpost': jobSearch,
  '/jobdetail': jobHeader,
};

/**
 * PageContainer's own markup around a page's heading and body (src/components/PageContainer/index.tsx), with the
 * breadcrumb trail a page below a list shows (its row's height is PageContainer's CSS; the steps are drawn as
 * antd's Breadcrumb draws them, .sf-crumbs in firstScreen.css).
 */
function pageContainer(heading: string, body: string, crumbs: string[] = []) {
  const trail = crumbs.length
    ? `<div class="page-container-breadcrumb"><ol class="sf-crumbs">${crumbs.map((crumb) => `<li>${escapeHtml(crumb)}</li>`).join('<li class="sf-crumb-separator">/</li>')}</ol></div>`
    : '';
  return (
    `<div class="page-container"><div class="page-container-header">${trail}<div class="page-container-heading"><div class="page-container-title">` +
    `<h1>${escapeHtml(heading)}</h1></div></div></div><div class="page-container-body">${body}</div></div>`
  );
}

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
  return pageContainer(
    text('menu.jobpost'),
    `<div class="sf-search"><span class="sf-search-input">${escapeHtml(text('job.list.keywordPlaceholder'))}</span>` +
      `<span class="sf-search-button">${escapeHtml(text('common.search'))}</span></div>`,
  );
}

/**
 * /jobdetail's heading, and its header card's first row (src/pages/job/detail/JobHeader.tsx) with empty title and
 * pay, hidden until start-up fills them in; beside it the aside's width, which sets the card's. The card carries
 * this bundle's salary formats, and the status tag an open job shows (antd's green Tag, drawn as antd draws it).
 */
function jobHeader(text: Text) {
  const formats = JSON.stringify(Object.fromEntries(JOB_PREVIEW_FORMATS.map((id) => [id, text(id)])));
  return pageContainer(
    text('menu.jobdetail'),
    `<div class="job-detail-layout"><div class="job-detail-main"><div class="job-detail-header" ${JOB_PREVIEW_ATTRIBUTE}="${escapeHtml(formats)}" hidden>` +
      `<div class="job-detail-title-row"><h1 class="job-detail-title"></h1>` +
      `<span class="job-detail-status sf-tag-open">${escapeHtml(text('dict.jobStatus.open'))}</span>` +
      `<span class="job-detail-salary"></span></div></div></div><div class="job-detail-aside"></div></div>`,
    // The trail config/routes.ts gives the job page (its `parent`), as BasicLayout's breadcrumbFor builds it.
    [text('menu.home'), text('menu.jobpost'), text('menu.jobdetail')],
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
