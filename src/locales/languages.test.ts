import { describe, expect, it } from 'vitest';
import { detectLocale, isFullyTranslated, LANGUAGES, textBundleOf, textLocaleOf } from './languages.ts';

describe('languages', () => {
  it('shows every English in English, zh-TW in Traditional Chinese, the rest in zh-CN', () => {
    expect(textBundleOf('en-GB')).toBe('en-US');
    expect(textBundleOf('en-US')).toBe('en-US');
    expect(textBundleOf('zh-TW')).toBe('zh-TW');
    expect(textBundleOf('ar-EG')).toBe('zh-CN');
    expect(textBundleOf('de-DE')).toBe('zh-CN');
  });

  it('formats numbers and dates like the text they sit in', () => {
    expect(textLocaleOf('en-GB')).toBe('en-GB');
    expect(textLocaleOf('ar-EG')).toBe('zh-CN');
    expect(new Intl.NumberFormat(textLocaleOf('ar-EG')).format(4739)).toBe('4,739');
  });

  it('marks exactly the languages with their own text as fully translated', () => {
    expect(LANGUAGES.filter((l) => isFullyTranslated(l.code)).map((l) => l.code)).toEqual(['en-GB', 'en-US', 'zh-CN', 'zh-TW']);
  });

  it('finds the closest language for a browser language with no entry of its own', () => {
    expect(detectLocale(null, 'en-AU')).toBe('en-US');
    expect(detectLocale(null, 'zh-HK')).toBe('zh-TW');
    expect(detectLocale(null, 'zh-Hant-MO')).toBe('zh-TW');
    expect(detectLocale(null, 'zh-SG')).toBe('zh-CN');
    expect(detectLocale(null, 'fr-CA')).toBe('fr-FR');
    expect(detectLocale(null, 'pt-AO')).toBe('pt-PT');
    expect(detectLocale(null, 'xx-YY')).toBe('zh-CN');
    expect(detectLocale('de-DE', 'en-GB')).toBe('de-DE');
    expect(detectLocale(null, 'en-GB')).toBe('en-GB');
  });

  it('keeps all 54 languages of LOCALES.md, without flags', () => {
    expect(LANGUAGES).toHaveLength(54);
    expect(LANGUAGES.every((l) => !('icon' in l))).toBe(true);
  });
});
