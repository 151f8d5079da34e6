import { describe, expect, it } from 'vitest';
import { brokenStorage, memoryStorage } from '@/test/memoryStorage.ts';
import { CITY_STORAGE_KEY, readCityPreference, writeCityPreference } from '@/app/cityPreference.ts';
import { companySearchPath, jobSearchPath } from './searchPath.ts';

describe('jobSearchPath', () => {
  it('encodes keyword and city the way /jobpost reads them', () => {
    expect(jobSearchPath({ keyword: '前端 开发', city: 'shenzhen' })).toBe('/jobpost?keyword=%E5%89%8D%E7%AB%AF+%E5%BC%80%E5%8F%91&city=shenzhen');
  });
  it('leaves out empty values', () => {
    expect(jobSearchPath({ keyword: '', city: undefined })).toBe('/jobpost');
    expect(jobSearchPath({ category: ['tech'] })).toBe('/jobpost?category=tech');
  });
  it('builds the company search link', () => {
    expect(companySearchPath({ keyword: 'abc', city: 'beijing' })).toBe('/company?keyword=abc&city=beijing');
    expect(companySearchPath({})).toBe('/company');
  });
});

describe('city preference', () => {
  it('reads a known city and ignores anything else', () => {
    expect(readCityPreference(memoryStorage({ [CITY_STORAGE_KEY]: 'hangzhou' }))).toBe('hangzhou');
    expect(readCityPreference(memoryStorage({ [CITY_STORAGE_KEY]: 'atlantis' }))).toBeUndefined();
    expect(readCityPreference(memoryStorage())).toBeUndefined();
  });
  it('writes a city and forgets it for nationwide', () => {
    const storage = memoryStorage();
    writeCityPreference('wuhan', storage);
    expect(storage.data.get(CITY_STORAGE_KEY)).toBe('wuhan');
    writeCityPreference(undefined, storage);
    expect(storage.data.has(CITY_STORAGE_KEY)).toBe(false);
  });
  it('survives a storage that throws', () => {
    expect(readCityPreference(brokenStorage)).toBeUndefined();
    expect(() => writeCityPreference('beijing', brokenStorage)).not.toThrow();
  });
});
