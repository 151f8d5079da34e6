import { describe, expect, it } from 'vitest';
import { advancedCount, clearFilters, removeFilter, selectedFilters } from './selectedFilters.ts';

describe('selectedFilters', () => {
  it('lists the keyword, one entry per dictionary value, and set flags, never the sort', () => {
    const items = selectedFilters({
      keyword: 'React',
      city: 'hangzhou',
      district: 'hangzhou-xihu',
      salary: ['10-20k', '20-50k'],
      hideAgencies: true,
      sort: 'newest',
    });
    expect(items.map((i) => [i.key, i.value ?? i.keyword ?? null])).toEqual([
      ['keyword', 'React'],
      ['city', 'hangzhou'],
      ['district', 'hangzhou-xihu'],
      ['salary', '10-20k'],
      ['salary', '20-50k'],
      ['hideAgencies', null],
    ]);
    expect(items[1].labelId).toBe('dict.city.hangzhou');
  });

  it('is empty for an empty or sort-only query', () => {
    expect(selectedFilters({})).toEqual([]);
    expect(selectedFilters({ sort: 'newest' })).toEqual([]);
  });
});

describe('removeFilter', () => {
  it('drops one value of a multi-value filter and the key with its last value', () => {
    const q = { salary: ['10-20k', '20-50k'] as ('10-20k' | '20-50k')[] };
    const once = removeFilter(q, { key: 'salary', value: '10-20k', labelId: 'dict.salaryBand.10-20k' });
    expect(once.salary).toEqual(['20-50k']);
    expect(removeFilter(once, { key: 'salary', value: '20-50k', labelId: 'dict.salaryBand.20-50k' }).salary).toBeUndefined();
  });

  it('removes the district along with its city', () => {
    const next = removeFilter({ city: 'hangzhou', district: 'hangzhou-xihu', keyword: 'x' }, { key: 'city', value: 'hangzhou', labelId: 'dict.city.hangzhou' });
    expect(next).toEqual({ keyword: 'x' });
  });

  it('clears flags and the keyword', () => {
    expect(removeFilter({ hideAgencies: true, keyword: 'x' }, { key: 'hideAgencies', labelId: 'job.filter.hideAgencies' })).toEqual({ keyword: 'x' });
    expect(removeFilter({ keyword: 'x' }, { key: 'keyword', labelId: 'job.filter.keywordChip', keyword: 'x' })).toEqual({});
  });
});

describe('clearFilters and advancedCount', () => {
  it('keeps only the sort order', () => {
    expect(clearFilters({ keyword: 'x', city: 'beijing', sort: 'newest' })).toEqual({ sort: 'newest' });
    expect(clearFilters({ keyword: 'x' })).toEqual({});
  });

  it('counts the values set behind "more filters"', () => {
    expect(advancedCount({ city: 'beijing', benefits: ['meal', 'bonus'], postedWithin: '7' })).toBe(3);
    expect(advancedCount({ city: 'beijing' })).toBe(0);
  });
});
