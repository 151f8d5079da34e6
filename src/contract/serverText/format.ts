import type { ServerMessage, ServerParam, ServerTimeForm } from './types.ts';

/**
 * Formats a server message with one language's catalogue: the same code writes the mock's Chinese text (with the
 * zh-CN catalogue) and the client's (with the reader's), so the two cannot drift apart. It knows nothing of
 * react-intl or dayjs: the caller gives it the catalogue's look-up and a way to write a time.
 */
export interface ServerTextCatalogue {
  /** Whether the catalogue has the message (`serverText.…` or a dictionary label). */
  has(key: string): boolean;
  /** The message formatted with plain values (an ICU template). */
  format(key: string, values: Record<string, string | number>): string;
  /** A moment (ISO) in Beijing time, or a calendar day (`YYYY-MM-DD`) as it is, in a dayjs pattern. */
  time(value: string, pattern: string, kind: 'time' | 'day'): string;
}

/** Where a server message id lives in the catalogues; a notice's title and body are two parts of one id. */
export const serverTextKey = (id: string, part?: 'title' | 'body') => `serverText.${id}${part ? `.${part}` : ''}`;

class UnknownMessage extends Error {}

function param(catalogue: ServerTextCatalogue, value: ServerParam): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('label' in value) {
    if (!catalogue.has(value.label)) throw new UnknownMessage(value.label);
    return catalogue.format(value.label, {});
  }
  if ('time' in value) return catalogue.time(value.time, pattern(catalogue, value.form), 'time');
  if ('day' in value) return catalogue.time(value.day, pattern(catalogue, value.form), 'day');
  if ('list' in value) return value.list.map((item) => String(param(catalogue, item))).join(catalogue.format(serverTextKey('list.separator'), {}));
  return render(catalogue, serverTextKey(value.id), value);
}

const pattern = (catalogue: ServerTextCatalogue, form: ServerTimeForm) => catalogue.format(serverTextKey(`form.${form}`), {});

function render(catalogue: ServerTextCatalogue, key: string, message: ServerMessage): string {
  if (!catalogue.has(key)) throw new UnknownMessage(key);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) values[name] = param(catalogue, value);
  return catalogue.format(key, values);
}

/**
 * The message in the catalogue's language; `fallback` (the server's Chinese text) when the catalogue does not
 * know its id or any id inside it.
 */
export function formatServerText(catalogue: ServerTextCatalogue, message: ServerMessage | null | undefined, fallback: string, part?: 'title' | 'body'): string {
  if (!message) return fallback;
  try {
    return render(catalogue, serverTextKey(message.id, part), message);
  } catch (error) {
    if (error instanceof UnknownMessage) return fallback;
    throw error;
  }
}

/** Every id a message uses (itself and its nested clauses), for the test that the client knows them all. */
export function messageIds(message: ServerMessage): string[] {
  const ids = [message.id];
  const walk = (value: ServerParam) => {
    if (typeof value !== 'object') return;
    if ('list' in value) value.list.forEach(walk);
    else if ('id' in value) ids.push(...messageIds(value));
  };
  Object.values(message.params ?? {}).forEach(walk);
  return ids;
}
