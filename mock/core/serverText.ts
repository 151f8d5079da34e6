import dayjs from 'dayjs';
import { createIntl, createIntlCache } from 'react-intl';
import { formatServerText, serverTextKey, type ServerTextCatalogue } from '../../src/contract/serverText/format.ts';
import type { ServerMessage, ServerParam } from '../../src/contract/serverText/types.ts';
import zhServerText from '../../src/dicts/zhLabels/serverText.ts';
import zhLabels from '../../src/dicts/zhLabels/index.ts';
import { inBeijing } from '../db/recruiting/labels.ts';

/**
 * The mock's side of server texts (src/contract/serverText): a text is made from its id and parameters, and the
 * Chinese the API sends beside them is that message formatted with the zh-CN catalogue. A producer therefore
 * cannot send a Chinese sentence the client's catalogue does not have: an id missing from it throws here.
 */

type Catalogue = typeof zhServerText;
/** Every message id of the catalogue (`notice.interviewInvited`, `usage.planOpened`, …). */
type Ids<K = keyof Catalogue> = K extends `serverText.${infer Id}` ? Id : never;
/** A notice's id: its catalogue has a title and a body. */
export type NoticeMessageId = Ids extends infer Id ? (Id extends `${infer N}.title` ? N : never) : never;
/** Any one-part id (clauses, usage lines, chat summaries, resume titles). */
export type TextMessageId = Exclude<Ids, `notice.${string}` | `form.${string}` | 'list.separator'>;

const messages: Record<string, string> = { ...zhServerText, ...zhLabels };
const intl = createIntl({ locale: 'zh-CN', messages, onError: () => undefined }, createIntlCache());

const zhCatalogue: ServerTextCatalogue = {
  has: (key) => key in messages,
  format: (key, values) => intl.formatMessage({ id: key }, values),
  time: (value, pattern, kind) => (kind === 'time' ? inBeijing(Date.parse(value)) : dayjs(value)).format(pattern),
};

class UnknownServerText extends Error {}

/** The Chinese of a message (a notice's title or body with `part`); throws for an id the catalogue lacks. */
export function zhText(message: ServerMessage, part?: 'title' | 'body'): string {
  const text = formatServerText(zhCatalogue, message, '\u0000', part);
  if (text === '\u0000') throw new UnknownServerText(`server text without a zh-CN message: ${serverTextKey(message.id, part)}`);
  return text;
}

/** A one-part message: its id and parameters. */
export const msg = (id: TextMessageId, params?: Record<string, ServerParam>): ServerMessage => (params ? { id, params } : { id });

/** A clause that is there only when `when` holds (else the empty string: the template leaves it out). */
export const clause = (when: unknown, id: TextMessageId, params?: Record<string, ServerParam>): ServerParam => (when ? msg(id, params) : '');

/** A text with its message: what the API sends as `text` (or `note`) and `message`. */
export function say(id: TextMessageId, params?: Record<string, ServerParam>): { text: string; message: ServerMessage } {
  const message = msg(id, params);
  return { text: zhText(message), message };
}

/** A moment, written in Beijing time (`11月27日 14:00`). */
export const minute = (at: number): ServerParam => ({ time: new Date(at).toISOString(), form: 'minute' });
