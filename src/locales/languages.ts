/**
 * The selectable languages (shared/research/LOCALES.md, upstream mistakes corrected). Only zh-CN and en-US have
 * message bundles; every other choice shows zh-CN text while antd and dayjs follow the chosen language where
 * they have a locale.
 */
export interface LanguageOption {
  code: string;
  icon: string;
  label: string;
  /** The word "Language" in that language: the selector's title. */
  title: string;
}

export const LANGUAGES: LanguageOption[] = [
  { code: 'ar-EG', icon: '🇪🇬', label: 'العربية', title: 'لغة' },
  { code: 'az-AZ', icon: '🇦🇿', label: 'Azərbaycan dili', title: 'Dil' },
  { code: 'bg-BG', icon: '🇧🇬', label: 'Български език', title: 'Език' },
  { code: 'bn-BD', icon: '🇧🇩', label: 'বাংলা', title: 'ভাষা' },
  { code: 'ca-ES', icon: '🇪🇸', label: 'Català', title: 'Idioma' },
  { code: 'cs-CZ', icon: '🇨🇿', label: 'Čeština', title: 'Jazyk' },
  { code: 'da-DK', icon: '🇩🇰', label: 'Dansk', title: 'Sprog' },
  { code: 'de-DE', icon: '🇩🇪', label: 'Deutsch', title: 'Sprache' },
  { code: 'el-GR', icon: '🇬🇷', label: 'Ελληνικά', title: 'Γλώσσα' },
  { code: 'en-GB', icon: '🇬🇧', label: 'English (UK)', title: 'Language' },
  { code: 'en-US', icon: '🇺🇸', label: 'English', title: 'Language' },
  { code: 'es-ES', icon: '🇪🇸', label: 'Español', title: 'Idioma' },
  { code: 'et-EE', icon: '🇪🇪', label: 'Eesti', title: 'Keel' },
  { code: 'fa-IR', icon: '🇮🇷', label: 'فارسی', title: 'زبان' },
  { code: 'fi-FI', icon: '🇫🇮', label: 'Suomi', title: 'Kieli' },
  { code: 'fr-BE', icon: '🇧🇪', label: 'Français (Belgique)', title: 'Langue' },
  { code: 'fr-FR', icon: '🇫🇷', label: 'Français', title: 'Langue' },
  { code: 'ga-IE', icon: '🇮🇪', label: 'Gaeilge', title: 'Teanga' },
  { code: 'he-IL', icon: '🇮🇱', label: 'עברית', title: 'שפה' },
  { code: 'hi-IN', icon: '🇮🇳', label: 'हिन्दी', title: 'भाषा' },
  { code: 'hr-HR', icon: '🇭🇷', label: 'Hrvatski', title: 'Jezik' },
  { code: 'hu-HU', icon: '🇭🇺', label: 'Magyar', title: 'Nyelv' },
  { code: 'hy-AM', icon: '🇦🇲', label: 'Հայերեն', title: 'Լեզու' },
  { code: 'id-ID', icon: '🇮🇩', label: 'Bahasa Indonesia', title: 'Bahasa' },
  { code: 'it-IT', icon: '🇮🇹', label: 'Italiano', title: 'Linguaggio' },
  { code: 'is-IS', icon: '🇮🇸', label: 'Íslenska', title: 'Tungumál' },
  { code: 'ja-JP', icon: '🇯🇵', label: '日本語', title: '言語' },
  { code: 'ku-IQ', icon: '🇮🇶', label: 'کوردی', title: 'Ziman' },
  { code: 'kn-IN', icon: '🇮🇳', label: 'ಕನ್ನಡ', title: 'ಭಾಷೆ' },
  { code: 'ko-KR', icon: '🇰🇷', label: '한국어', title: '언어' },
  { code: 'lv-LV', icon: '🇱🇻', label: 'Latviešu', title: 'Valoda' },
  { code: 'mk-MK', icon: '🇲🇰', label: 'Македонски', title: 'Јазик' },
  { code: 'mn-MN', icon: '🇲🇳', label: 'Монгол', title: 'Хэл' },
  { code: 'ms-MY', icon: '🇲🇾', label: 'Bahasa Melayu', title: 'Bahasa' },
  { code: 'nb-NO', icon: '🇳🇴', label: 'Norsk bokmål', title: 'Språk' },
  { code: 'ne-NP', icon: '🇳🇵', label: 'नेपाली', title: 'भाषा' },
  { code: 'nl-BE', icon: '🇧🇪', label: 'Vlaams', title: 'Taal' },
  { code: 'nl-NL', icon: '🇳🇱', label: 'Nederlands', title: 'Taal' },
  { code: 'pl-PL', icon: '🇵🇱', label: 'Polski', title: 'Język' },
  { code: 'pt-BR', icon: '🇧🇷', label: 'Português (Brasil)', title: 'Idiomas' },
  { code: 'pt-PT', icon: '🇵🇹', label: 'Português', title: 'Idiomas' },
  { code: 'ro-RO', icon: '🇷🇴', label: 'Română', title: 'Limba' },
  { code: 'ru-RU', icon: '🇷🇺', label: 'Русский', title: 'язык' },
  { code: 'sk-SK', icon: '🇸🇰', label: 'Slovenčina', title: 'Jazyk' },
  { code: 'sr-RS', icon: '🇷🇸', label: 'Српски', title: 'Језик' },
  { code: 'sl-SI', icon: '🇸🇮', label: 'Slovenščina', title: 'Jezik' },
  { code: 'sv-SE', icon: '🇸🇪', label: 'Svenska', title: 'Språk' },
  { code: 'ta-IN', icon: '🇮🇳', label: 'தமிழ்', title: 'மொழி' },
  { code: 'th-TH', icon: '🇹🇭', label: 'ไทย', title: 'ภาษา' },
  { code: 'tr-TR', icon: '🇹🇷', label: 'Türkçe', title: 'Dil' },
  { code: 'uk-UA', icon: '🇺🇦', label: 'Українська', title: 'Мова' },
  { code: 'vi-VN', icon: '🇻🇳', label: 'Tiếng Việt', title: 'Ngôn ngữ' },
  { code: 'zh-CN', icon: '🇨🇳', label: '简体中文', title: '语言' },
  { code: 'zh-TW', icon: '🌐', label: '繁體中文', title: '語言' },
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

/** umi's order: the stored choice, then the browser language, then zh-CN. */
export function detectLocale(stored: string | null, browser: string | undefined): string {
  if (isSupportedLocale(stored)) return stored;
  if (isSupportedLocale(browser)) return browser;
  return DEFAULT_LOCALE;
}
