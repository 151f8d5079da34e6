import { describe, expect, it } from 'vitest';
import type { JobPreference } from '@/contract/recommend.ts';
import { decodeQuery } from '@/utils/queryCodec.ts';
import { readPersonalised, writePersonalised, PERSONALISED_STORAGE_KEY } from './personalisedSetting.ts';
import { activePreference, recommendQuerySpec } from './recommendQuery.ts';

const pref = (id: string): JobPreference => ({
  id,
  title: id,
  keywords: [id],
  category: 'tech',
  city: 'hangzhou',
  jobType: 'fulltime',
  salaryMin: 1,
  salaryMax: 2,
});

describe('the active preference', () => {
  const prefs = [pref('pref-1'), pref('pref-2')];
  it('is the one in the URL, else the first', () => {
    expect(activePreference(prefs, 'pref-2')).toEqual({ kind: 'found', preference: prefs[1] });
    expect(activePreference(prefs, undefined)).toEqual({ kind: 'found', preference: prefs[0] });
  });
  it('is unknown for an id the seeker does not have, and none without preferences', () => {
    expect(activePreference(prefs, 'pref-9')).toEqual({ kind: 'unknown' });
    expect(activePreference([], 'pref-1')).toEqual({ kind: 'none' });
  });
  it('reads the tab from the URL, dropping unknown values', () => {
    expect(decodeQuery(recommendQuerySpec, new URLSearchParams('preference=pref-2&tab=newest')).value).toEqual({ preference: 'pref-2', tab: 'newest' });
    expect(decodeQuery(recommendQuerySpec, new URLSearchParams('tab=hot')).dropped).toEqual(['tab']);
  });
});

describe('the personalised switch setting', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };
  it('defaults to on and remembers off', () => {
    const storage = memory();
    expect(readPersonalised(storage)).toBe(true);
    writePersonalised(storage, false);
    expect(storage.data.get(PERSONALISED_STORAGE_KEY)).toBe('0');
    expect(readPersonalised(storage)).toBe(false);
    writePersonalised(storage, true);
    expect(readPersonalised(storage)).toBe(true);
  });
  it('falls back to on when storage is unavailable or throws', () => {
    expect(readPersonalised(null)).toBe(true);
    expect(
      readPersonalised({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe(true);
  });
});
