import { describe, expect, it } from 'vitest';
import { brokenStorage, memoryStorage } from '@/test/memoryStorage.ts';
import { clearRecent, readRecent, recentKey, rememberSearch, RECENT_MAX } from './recentSearches.ts';

describe('recent searches', () => {
  it('keeps the newest first, once each whatever the case, and at most a few', () => {
    const storage = memoryStorage();
    rememberSearch('job', 'Java', storage);
    rememberSearch('job', '前端', storage);
    expect(rememberSearch('job', ' java ', storage)).toEqual(['java', '前端']);
    for (let i = 0; i < 20; i++) rememberSearch('job', `词${i}`, storage);
    expect(readRecent('job', storage)).toHaveLength(RECENT_MAX);
    expect(readRecent('job', storage)[0]).toBe('词19');
    expect(rememberSearch('job', '   ', storage)[0]).toBe('词19');
  });
  it('keeps job and company searches apart, and clears them', () => {
    const storage = memoryStorage();
    rememberSearch('company', '聚才', storage);
    expect(readRecent('job', storage)).toEqual([]);
    expect(readRecent('company', storage)).toEqual(['聚才']);
    clearRecent('company', storage);
    expect(storage.data.has(recentKey('company'))).toBe(false);
  });
  it('ignores what it cannot read', () => {
    expect(readRecent('job', memoryStorage({ [recentKey('job')]: '{oops' }))).toEqual([]);
    expect(readRecent('job', memoryStorage({ [recentKey('job')]: '[1,"a",""]' }))).toEqual(['a']);
    expect(readRecent('job', brokenStorage)).toEqual([]);
    expect(() => rememberSearch('job', 'x', brokenStorage)).not.toThrow();
  });
});
