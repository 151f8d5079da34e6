import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from './languages.ts';
import type { MessageId } from './types.ts';
import zhShell from './zh-CN/shell.ts';

/**
 * The current react-intl instance for code outside React (the request module's notifications). The
 * LocaleProvider replaces its language and texts whenever the language changes.
 *
 * Created on first use, not when the module loads: this module is in the start-up entry, and creating an intl
 * instance is the first use of the browser's Intl data (tens of milliseconds on a phone), which held up the
 * static frame's first paint on every visit although most visits never translate outside React.
 */
const cache = createIntlCache();
let config: { locale: string; messages: Record<string, string> } = { locale: DEFAULT_LOCALE, messages: zhShell };
let current: IntlShape | undefined;

export function setRuntimeIntl(locale: string, messages: Record<string, string>) {
  config = { locale, messages };
  current = undefined;
}

export function translate(id: MessageId, values?: Record<string, string | number>): string {
  current ??= createIntl({ ...config, defaultLocale: DEFAULT_LOCALE }, cache);
  return current.formatMessage({ id }, values);
}
