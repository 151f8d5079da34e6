import type { SuggestScope } from '@/contract/filters/define.ts';
import { readItem, writeItem, type DeviceStorage } from '@/utils/deviceStorage.ts';

/**
 * What this browser searched for lately, per kind of search (jobs, companies), newest first: localStorage
 * `jucai_recent_<scope>`, a JSON list of at most 8 keywords. Only the words typed; nothing about the person.
 */
export const RECENT_MAX = 8;
export const recentKey = (scope: SuggestScope) => `jucai_recent_${scope}`;

export function readRecent(scope: SuggestScope, storage?: DeviceStorage): string[] {
  try {
    const list: unknown = JSON.parse(readItem(recentKey(scope), storage) ?? '[]');
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a keyword first (once, whatever its case), keeping the newest few; returns the new list. */
export function rememberSearch(scope: SuggestScope, keyword: string, storage?: DeviceStorage): string[] {
  const word = keyword.trim();
  if (!word) return readRecent(scope, storage);
  const next = [word, ...readRecent(scope, storage).filter((w) => w.toLowerCase() !== word.toLowerCase())].slice(0, RECENT_MAX);
  writeItem(recentKey(scope), JSON.stringify(next), storage);
  return next;
}

export function clearRecent(scope: SuggestScope, storage?: DeviceStorage) {
  writeItem(recentKey(scope), undefined, storage);
}
