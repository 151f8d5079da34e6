import { beforeEach, describe, expect, it } from 'vitest';
import { discardDraftsOf } from './draftKeys.ts';
import { DRAFT_TTL_MS, readDraft, removeDraft, sweepExpiredDrafts, writeDraft } from './drafts.ts';

beforeEach(() => localStorage.clear());

describe('form drafts on this device', () => {
  it('keeps one draft per user and form', () => {
    const at = writeDraft('u1', 'report.job.j1', { description: 'a' });
    writeDraft('u1', 'report.job.j2', { description: 'b' });
    writeDraft('u2', 'report.job.j1', { description: 'c' });
    expect(readDraft('u1', 'report.job.j1')).toEqual({ savedAt: at, values: { description: 'a' } });
    expect(readDraft('u2', 'report.job.j1')?.values).toEqual({ description: 'c' });
    removeDraft('u1', 'report.job.j1');
    expect(readDraft('u1', 'report.job.j1')).toBeNull();
    expect(readDraft('u1', 'report.job.j2')?.values).toEqual({ description: 'b' });
  });

  it("signing out on purpose discards that user's drafts only", () => {
    writeDraft('u1', 'a', { x: 1 });
    writeDraft('u1', 'b', { x: 2 });
    writeDraft('u10', 'a', { x: 3 });
    localStorage.setItem('jucai_settings', '{}');
    discardDraftsOf('u1');
    expect(readDraft('u1', 'a')).toBeNull();
    expect(readDraft('u1', 'b')).toBeNull();
    expect(readDraft('u10', 'a')?.values).toEqual({ x: 3 });
    expect(localStorage.getItem('jucai_settings')).toBe('{}');
  });

  it('drops drafts past their lifetime and entries that are not drafts', () => {
    const now = Date.now();
    writeDraft('u1', 'old', { x: 1 }, now - DRAFT_TTL_MS - 1);
    writeDraft('u2', 'fresh', { x: 2 }, now - DRAFT_TTL_MS + 60_000);
    localStorage.setItem('jucai_draft:u3:broken', '{not json');
    sweepExpiredDrafts(now);
    expect(localStorage.getItem('jucai_draft:u1:old')).toBeNull();
    expect(localStorage.getItem('jucai_draft:u3:broken')).toBeNull();
    expect(readDraft('u2', 'fresh', now)?.values).toEqual({ x: 2 });
    expect(readDraft('u2', 'fresh', now + 60_001)).toBeNull();
  });

  it('treats storage that refuses to save as "no draft" instead of failing', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(writeDraft('u1', 'a', { x: 1 })).toBeNull();
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(readDraft('u1', 'a')).toBeNull();
  });
});
