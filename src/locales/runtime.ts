import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from './languages.ts';
import type { MessageId } from './types.ts';
import zhShell from './zh-CN/shell.ts';

/**
 * The current react-intl instance for code outside React (the request module's notifications). The
 * LocaleProvider replaces it whenever the language changes.
 */
const cache = createIntlCache();
let current: IntlShape = createIntl({ locale: DEFAULT_LOCALE, messages: zhShell }, cache);

export function setRuntimeIntl(locale: string, messages: Record<string, string>) {
  current = createIntl({ locale, messages, defaultLocale: DEFAULT_LOCALE }, cache);
}

export function translate(id: MessageId, values?: Record<string, string | number>): string {
  return current.formatMessage({ id }, values);
}
