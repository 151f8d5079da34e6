import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageIds, serverTextKey } from '../../src/contract/serverText/format.ts';
import type { ServerMessage } from '../../src/contract/serverText/types.ts';
import zhServerText from '../../src/dicts/zhLabels/serverText.ts';
import { createDb } from '../db/index.ts';
import { zhText } from '../core/serverText.ts';

/**
 * Server texts (issue 26 item 19): every notice, usage line and chat summary the mock can produce carries a message
 * id the client's catalogues know, in zh-CN (the source the Chinese is written with) and en-US, so a new notice
 * type without its English fails here (and its Chinese cannot be sent at all: zhText throws).
 */

const MOCK = path.resolve(__dirname, '..');
/**
 * The en-US catalogue's keys, read from its source: the mock may not import the client's bundles (the lint
 * boundaries), and the typecheck alone would let a notice whose English is missing pass this file.
 */
const en: Record<string, true> = Object.fromEntries(
  [...readFileSync(path.resolve(MOCK, '../src/locales/en-US/serverText.ts'), 'utf8').matchAll(/^\s*'(serverText\.[^']+)':/gm)].map((m) => [m[1], true]),
);
const zh = zhServerText as Record<string, string>;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The notice ids the mock's code names (noticeMessage('notice.…') and the maps that hold them). */
const noticeIdsInCode = [...new Set(sources(MOCK).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(notice\.[A-Za-z]+)'/g)].map((m) => m[1])))];

const knows = (catalogue: Record<string, unknown>, message: ServerMessage, part?: 'title' | 'body') =>
  messageIds(message).every((id, i) => (i === 0 && part ? serverTextKey(id, part) in catalogue : serverTextKey(id) in catalogue));

describe('server texts', () => {
  it('every notice id in the mock has a zh-CN and an en-US title and body', () => {
    expect(noticeIdsInCode.length).toBeGreaterThan(40);
    for (const id of noticeIdsInCode) {
      for (const part of ['title', 'body'] as const) {
        expect(zh, id).toHaveProperty([serverTextKey(id, part)]);
        expect(en, id).toHaveProperty([serverTextKey(id, part)]);
      }
    }
  });

  it('every seeded notice and usage line carries a message both catalogues know, and its Chinese is that message', () => {
    const db = createDb(Date.parse('2026-11-20T10:00:00+08:00'));
    const notices = [...db.notifications.inboxes.values()].flat();
    expect(notices.length).toBeGreaterThan(10);
    for (const n of notices) {
      expect(n.message, n.title).toBeDefined();
      expect(knows(en, n.message!, 'title') && knows(en, n.message!, 'body'), n.message!.id).toBe(true);
      expect(zhText(n.message!, 'title')).toBe(n.title);
      expect(zhText(n.message!, 'body')).toBe(n.body);
    }
    const usage = [...db.memberships.values()].flatMap((m) => m.usage);
    expect(usage.length).toBeGreaterThan(10);
    for (const u of usage) {
      expect(knows(en, u.message), u.note).toBe(true);
      expect(zhText(u.message)).toBe(u.note);
    }
  }, 60_000);

  it('an id the catalogue does not know is refused before any Chinese is sent', () => {
    expect(() => zhText({ id: 'notice.noSuchNotice' }, 'body')).toThrow(/serverText\.notice\.noSuchNotice\.body/);
    expect(() => zhText({ id: 'usage.subject', params: { subject: { id: 'part.noSuchPart' } } })).toThrow();
  });
});
