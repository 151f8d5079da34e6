/**
 * The selectable languages (shared/research/LOCALES.md, upstream mistakes corrected). Three message bundles
 * exist: zh-CN (the source), en-US (also the text of every other English), and zh-TW (Traditional Chinese,
 * converted from zh-CN at build time). Every other choice shows zh-CN text, formatted like zh-CN (numbers,
 * dates), while antd's own components follow the chosen language and its text direction applies.
 * No flags: emoji flags do not render on Windows, and a flag is a country, not a language.
 */
export interface LanguageOption {
  code: string;
  label: string;
  /** The word "Language" in that language: the selector's title. */
  title: string;
}

export const LANGUAGES: LanguageOption[] = [
  { code: 'ar-EG', label: 'العربية', title: 'لغة' },
  { code: 'az-AZ', label: 'Azərbaycan dili', title: 'Dil' },
  { code: 'bg-BG', label: 'Български език', title: 'Език' },
  { code: 'bn-BD', label: 'বাংলা', title: 'ভাষা' },
  { code: 'ca-ES', label: 'Català', title: 'Idioma' },
  { code: 'cs-CZ', label: 'Čeština', title: 'Jazyk' },
  { code: 'da-DK', label: 'Dansk', title: 'Sprog' },
  { code: 'de-DE', label: 'Deutsch', title: 'Sprache' },
  { code: 'el-GR', label: 'Ελληνικά', title: 'Γλώσσα' },
  { code: 'en-GB', label: 'English (UK)', title: 'Language' },
  { code: 'en-US', label: 'English', title: 'Language' },
  { code: 'es-ES', label: 'Español', title: 'Idioma' },
  { code: 'et-EE', label: 'Eesti', title: 'Keel' },
  { code: 'fa-IR', label: 'فارسی', title: 'زبان' },
  { code: 'fi-FI', label: 'Suomi', title: 'Kieli' },
  { code: 'fr-BE', label: 'Français (Belgique)', title: 'Langue' },
  { code: 'fr-FR', label: 'Français', title: 'Langue' },
  { code: 'ga-IE', label: 'Gaeilge', title: 'Teanga' },
  { code: 'he-IL', label: 'עברית', title: 'שפה' },
  { code: 'hi-IN', label: 'हिन्दी', title: 'भाषा' },
  { code: 'hr-HR', label: 'Hrvatski', title: 'Jezik' },
  { code: 'hu-HU', label: 'Magyar', title: 'Nyelv' },
  { code: 'hy-AM', label: 'Հայերեն', title: 'Լեզու' },
  { code: 'id-ID', label: 'Bahasa Indonesia', title: 'Bahasa' },
  { code: 'it-IT', label: 'Italiano', title: 'Linguaggio' },
  { code: 'is-IS', label: 'Íslenska', title: 'Tungumál' },
  { code: 'ja-JP', label: '日本語', title: '言語' },
  { code: 'ku-IQ', label: 'کوردی', title: 'Ziman' },
  { code: 'kn-IN', label: 'ಕನ್ನಡ', title: 'ಭಾಷೆ' },
  { code: 'ko-KR', label: '한국어', title: '언어' },
  { code: 'lv-LV', label: 'Latviešu', title: 'Valoda' },
  { code: 'mk-MK', label: 'Македонски', title: 'Јазик' },
  { code: 'mn-MN', label: 'Монгол', title: 'Хэл' },
  { code: 'ms-MY', label: 'Bahasa Melayu', title: 'Bahasa' },
  { code: 'nb-NO', label: 'Norsk bokmål', title: 'Språk' },
  { code: 'ne-NP', label: 'नेपाली', title: 'भाषा' },
  { code: 'nl-BE', label: 'Vlaams', title: 'Taal' },
  { code: 'nl-NL', label: 'Nederlands', title: 'Taal' },
  { code: 'pl-PL', label: 'Polski', title: 'Język' },
  { code: 'pt-BR', label: 'Português (Brasil)', title: 'Idiomas' },
  { code: 'pt-PT', label: 'Português', title: 'Idiomas' },
  { code: 'ro-RO', label: 'Română', title: 'Limba' },
  { code: 'ru-RU', label: 'Русский', title: 'язык' },
  { code: 'sk-SK', label: 'Slovenčina', title: 'Jazyk' },
  { code: 'sr-RS', label: 'Српски', title: 'Језик' },
  { code: 'sl-SI', label: 'Slovenščina', title: 'Jezik' },
  { code: 'sv-SE', label: 'Svenska', title: 'Språk' },
  { code: 'ta-IN', label: 'தமிழ்', title: 'மொழி' },
  { code: 'th-TH', label: 'ไทย', title: 'ภาษา' },
  { code: 'tr-TR', label: 'Türkçe', title: 'Dil' },
  { code: 'uk-UA', label: 'Українська', title: 'Мова' },
  { code: 'vi-VN', label: 'Tiếng Việt', title: 'Ngôn ngữ' },
  { code: 'zh-CN', label: '简体中文', title: '语言' },
  { code: 'zh-TW', label: '繁體中文', title: '語言' },
];

export const DEFAULT_LOCALE = 'zh-CN';
export const LOCALE_STORAGE_KEY = 'umi_locale';
const RTL_PREFIXES = ['he', 'ar', 'fa', 'ku'];

export function isSupportedLocale(code: string | null | undefined): code is string {
  return !!code && LANGUAGES.some((l) => l.code === code);
}

export function getDirection(locale: string): 'rtl' | 'ltr' {
  return RTL_PREFIXES.some((prefix) => locale.startsWith(prefix)) ? 'rtl' : 'ltr';
}

/** The message bundles that exist; every language shows the text of one of them. */
export type TextBundle = 'zh-CN' | 'en-US' | 'zh-TW';

/** Whose text a language shows: its own bundle, English for every English, else the zh-CN source. */
export function textBundleOf(code: string): TextBundle {
  if (code === 'zh-TW') return 'zh-TW';
  if (code.startsWith('en-')) return 'en-US';
  return 'zh-CN';
}

/**
 * The locale that formats the text's numbers and dates: the language itself when the text is in it (en-GB
 * dates read 23/11/2026), otherwise the bundle's, so a sentence in Chinese never carries Arabic-Indic digits.
 */
export function textLocaleOf(code: string): string {
  return isFullyTranslated(code) ? code : textBundleOf(code);
}

/** Whether every text of the app is in this language (the selector groups these first). */
export function isFullyTranslated(code: string): boolean {
  const bundle = textBundleOf(code);
  return bundle === 'zh-CN' ? code === 'zh-CN' : true;
}

/** The closest selectable language for a browser language with no exact entry (en-AU, zh-HK, fr-CA …). */
function closestLanguage(browser: string): string | null {
  const [language, ...rest] = browser.split('-');
  if (language === 'zh') {
    // Hong Kong, Macau and any script-tagged Traditional Chinese read Traditional; Singapore reads Simplified.
    return rest.some((part) => ['HK', 'MO', 'TW', 'Hant'].includes(part)) ? 'zh-TW' : 'zh-CN';
  }
  if (language === 'en') return 'en-US';
  const candidates = LANGUAGES.filter((l) => l.code.split('-')[0] === language);
  // Prefer the language's home variant (fr-FR over fr-BE, pt-PT over pt-BR), else the first listed.
  return (candidates.find((l) => l.code === `${language}-${language.toUpperCase()}`) ?? candidates[0])?.code ?? null;
}

/** umi's order: the stored choice, then the browser language (or its closest variant), then zh-CN. */
export function detectLocale(stored: string | null, browser: string | undefined): string {
  if (isSupportedLocale(stored)) return stored;
  if (isSupportedLocale(browser)) return browser;
  return (browser && closestLanguage(browser)) || DEFAULT_LOCALE;
}

/** The language the app starts in: the stored choice, else the browser's (see detectLocale). */
export const detectStartupLocale = () => detectLocale(localStorage.getItem(LOCALE_STORAGE_KEY), navigator.language);
