import { describe, expect, it } from 'vitest';
import { summariseFilters } from './alertSummary.ts';

describe('summariseFilters', () => {
  it('describes keyword, city and salary bands with dictionary labels, in panel order', () => {
    const lines = summariseFilters({ salary: ['10-20k', '20-50k'], keyword: ' 前端 ', city: 'hangzhou' });
    expect(lines.map((l) => l.key)).toEqual(['keyword', 'city', 'salary']);
    expect(lines[0].values).toEqual([{ text: '前端' }]);
    expect(lines[1]).toEqual({ key: 'city', labelId: 'discover.filter.city', values: [{ id: 'dict.city.hangzhou' }] });
    expect(lines[2].values).toEqual([{ id: 'dict.salaryBand.10-20k' }, { id: 'dict.salaryBand.20-50k' }]);
  });

  it('skips "any", unknown values and filters that are off; names flags and the veterans filter', () => {
    const lines = summariseFilters({
      education: ['any', 'bachelor'],
      experience: ['nonsense' as never],
      hideAgencies: true,
      hideContacted: false,
      veterans: 'only',
    });
    expect(lines).toEqual([
      { key: 'education', labelId: 'discover.filter.education', values: [{ id: 'dict.education.bachelor' }] },
      { key: 'veterans', labelId: 'discover.filter.veterans', values: [{ id: 'discover.filter.veteransOnly' }] },
      { key: 'hideAgencies', labelId: 'discover.filter.hideAgencies', values: [] },
    ]);
  });

  it('is empty for a search without filters', () => {
    expect(summariseFilters({})).toEqual([]);
    expect(summariseFilters({ keyword: '  ' })).toEqual([]);
  });
});
