import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, icsText } from './ics.ts';

const encoder = new TextEncoder();

/** Unfolds as a calendar reads the file (RFC 5545 §3.1): CRLF followed by one space joins the lines. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('calendarFile (issue 26.4: the interview as an .ics)', () => {
  const file = calendarFile({
    uid: 'iv7-r1@jucai',
    start: new Date('2026-12-01T02:00:00.000Z'),
    end: new Date('2026-12-01T03:00:00.000Z'),
    summary: '面试：前端开发工程师 · 聚才示范',
    location: 'https://meeting.example/jucai-123',
    url: 'https://meeting.example/jucai-123',
    description: '方式：视频面试\n联系人：王芳 · HR经理\n备注：请提前 5 分钟进入会议, 准备好作品集; 谢谢',
    stamp: new Date('2026-11-27T01:00:00.000Z'),
  });

  it('is one VEVENT in a VCALENDAR, with CRLF line ends', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('times in UTC, the summary, link and the note in the description', () => {
    const lines = unfold(file).split('\r\n');
    expect(lines).toContain('DTSTART:20261201T020000Z');
    expect(lines).toContain('DTEND:20261201T030000Z');
    expect(lines).toContain('DTSTAMP:20261127T010000Z');
    expect(lines).toContain('UID:iv7-r1@jucai');
    expect(lines).toContain('SUMMARY:面试：前端开发工程师 · 聚才示范');
    expect(lines).toContain('URL:https://meeting.example/jucai-123');
    expect(lines).toContain('LOCATION:https://meeting.example/jucai-123');
    expect(lines).toContain('DESCRIPTION:方式：视频面试\\n联系人：王芳 · HR经理\\n备注：请提前 5 分钟进入会议\\, 准备好作品集\\; 谢谢');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    for (const line of file.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const long = `DESCRIPTION:${'备注很长'.repeat(30)}`;
    const folded = foldLine(long);
    expect(folded).toContain('\r\n ');
    expect(unfold(folded)).toBe(long);
  });

  it('escapes the characters TEXT values reserve', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});
