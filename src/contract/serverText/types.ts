import type zhLabels from '../../dicts/zhLabels/index.ts';

/** A label of the shared dictionaries (`dict.interviewFormat.onsite`): the client has it in every bundle. */
export type DictLabelId = keyof typeof zhLabels;

/**
 * A text the API writes (a notice, a usage-log line, a resume's title, a chat card's summary) as a stable id and
 * its parameters, sent beside the Chinese text it was written as. The client formats a known id in the reader's
 * language (src/locales, `serverText.<id>`) and shows the Chinese text for an id it does not know (an older
 * client, a newer server). docs/API.md "Server texts" lists the ids.
 *
 * A parameter is a value put in as it is (a name, a job title: never translated), a number (formatted in the
 * reader's language), a nested message (a clause that may be absent: '' then), a dictionary label, a moment or a
 * calendar day (written in Beijing time in the reader's form), or a list (joined with the reader's separator).
 */
export type ServerParam =
  | string
  | number
  | ServerMessage
  | { label: DictLabelId }
  | { time: string; form: ServerTimeForm }
  | { day: string; form: ServerTimeForm }
  | { list: ServerParam[] };

/** `minute`: 11月27日 14:00 / Nov 27, 14:00; `monthDay`: 12月1日 / Dec 1; `date`: 2026年12月1日 / Dec 1, 2026. */
export type ServerTimeForm = 'minute' | 'monthDay' | 'date';

export interface ServerMessage {
  id: string;
  params?: Record<string, ServerParam>;
}
