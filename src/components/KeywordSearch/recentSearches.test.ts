import { describe, expect, it } from 'vitest';
import { clearRecent, readRecent, recentKey, rememberSearch, RECENT_MAX } from './recentSearches.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

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
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    expect(readRecent('job', broken)).toEqual([]);
    expect(() => rememberSearch('job', 'x', broken)).not.toThrow();
  });
});
