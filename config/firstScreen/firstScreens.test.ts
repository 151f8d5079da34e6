import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { detectLocale, getDirection, LANGUAGES, textBundleOf } from '../../src/locales/languages.ts';
import zhCN from '../../src/locales/zh-CN/index.ts';
import type { MessageId } from '../../src/locales/types.ts';
import { escapeHtml, FIRST_SCREENS, pickPreviewBundle } from './firstScreens.ts';

const CODES = LANGUAGES.map((l) => l.code);

/** What the app will show: its language's text bundle, or no preview where the page reads right to left. */
function appBundle(stored: string | null, browser: string | undefined) {
  const locale = detectLocale(stored, browser);
  return getDirection(locale) === 'rtl' ? null : textBundleOf(locale);
}

describe('pickPreviewBundle', () => {
  const browsers = [
    ...CODES,
    'en',
    'en-AU',
    'zh',
    'zh-HK',
    'zh-MO',
    'zh-SG',
    'zh-Hant',
    'zh-Hant-HK',
    'zh-Hans-CN',
    'fr-CA',
    'de',
    'ja',
    'pt',
    'es-MX',
    'ar',
    'he',
    'fa',
    'sw-KE',
    'xx',
    '',
    undefined,
  ];
  const stored = [null, '', 'garbage', 'en-US', 'en-GB', 'zh-CN', 'zh-TW', 'ar-EG', 'fr-FR', 'he-IL'];

  it('shows the preview in the text bundle the app will show, for every stored choice and browser language', () => {
    for (const choice of stored) {
      for (const browser of browsers) {
        const expected = appBundle(choice, browser);
        // Where the app reads left to right, the preview must match it exactly.
        if (expected !== null) expect([choice, browser, pickPreviewBundle(choice, browser, CODES)]).toEqual([choice, browser, expected]);
        // Where it reads right to left, no preview at all.
        else expect([choice, browser, pickPreviewBundle(choice, browser, CODES)]).toEqual([choice, browser, null]);
      }
    }
  });

  it('runs on its own, as the inlined script does (no outside references)', () => {
    const standalone = new Function(`return (${pickPreviewBundle.toString()})`)() as typeof pickPreviewBundle;
    expect(standalone('zh-TW', 'en-US', CODES)).toBe('zh-TW');
    expect(standalone(null, 'en-GB', CODES)).toBe('en-US');
    expect(standalone(null, 'ar-EG', CODES)).toBeNull();
  });
});

describe('FIRST_SCREENS', () => {
  const text = (id: MessageId) => zhCN[id];

  it('previews only pages the route table has', () => {
    const paths = new Set<string>();
    const walk = (list: typeof routes) => list.forEach((route) => (route.path && paths.add(route.path), route.routes && walk(route.routes)));
    walk(routes);
    for (const path of Object.keys(FIRST_SCREENS)) expect(paths, path).toContain(path);
  });

  it('renders the catalogue texts, escaped', () => {
    expect(FIRST_SCREENS['/'](text)).toContain(`<h1 class="home-title">${zhCN['home.hero.title']}</h1>`);
    expect(FIRST_SCREENS['/jobpost'](() => '<img src=x onerror=alert(1)>')).not.toContain('<img');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
