import dayjs from 'dayjs';
import type { IntlShape } from 'react-intl';
import { formatServerText, type ServerTextCatalogue } from '@/contract/serverText/format.ts';
import type { ServerMessage } from '@/contract/serverText/types.ts';
import { inBusinessZone } from './format.ts';

/**
 * A server text in the reader's language (src/contract/serverText): the message's id through the bundle on screen
 * (`serverText.<id>`; zh-CN is the source and en-US complete, every other language shows zh-CN's text as
 * src/locales/languages.ts documents), and the server's Chinese `fallback` for an id this client does not know.
 * Only pages that show server texts import it, so it stays out of the first load.
 */
export function formatServerMessage(intl: IntlShape, message: ServerMessage | null | undefined, fallback: string, part?: 'title' | 'body'): string {
  const catalogue: ServerTextCatalogue = {
    has: (key) => key in intl.messages,
    format: (key, values) => intl.formatMessage({ id: key }, values),
    // Moments in Beijing time, like every date from the API; a calendar day as it is.
    time: (value, pattern, kind) => (kind === 'time' ? inBusinessZone(value) : dayjs(value)).locale('en').format(pattern),
  };
  return formatServerText(catalogue, message, fallback, part);
}
