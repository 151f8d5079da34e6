/**
 * An iCalendar file (RFC 5545) of one event, built in the browser: what "加入日历" downloads for an interview.
 * Times are written in UTC (`…Z`), which every calendar converts to its own zone; texts are escaped and lines
 * folded at 75 octets as the RFC requires (a calendar may refuse or cut an unfolded long line of Chinese text).
 */

export interface CalendarEvent {
  /** Stable per event, so importing the file again updates the entry instead of adding a second one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  /** An address, or the meeting link for a video interview. */
  location?: string | null;
  /** A meeting link (also written as the event's URL). */
  url?: string | null;
  description?: string | null;
  /** When the file is made (DTSTAMP). */
  stamp?: Date;
}

/** 20261201T020000Z */
export const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and new lines are escaped (RFC 5545 §3.3.11). */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, never splitting a character (continuations start with a space). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation line's leading space counts against its 75.
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//JuCai//Interview//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp ?? new Date())}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Saves the file through a temporary link (the browser's download, no new tab). */
export function downloadCalendarFile(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
