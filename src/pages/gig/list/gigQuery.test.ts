import { describe, expect, it } from 'vitest';
import { consistentGigQuery } from './gigQuery.ts';

describe('consistentGigQuery', () => {
  it('keeps a query the API accepts as it is', () => {
    const query = {
      city: 'hangzhou',
      district: 'hangzhou-gongshu',
      from: 'hangzhou-xihu',
      within: '5',
      payBasis: 'hour',
      payMin: 20,
      payMax: 40,
      date: '2026-12-01',
      sort: 'nearest',
      student: true,
    } as const;
    expect(consistentGigQuery({ ...query })).toEqual(query);
  });
  it('drops what needs another filter first: distance and nearest without a place, pay without a basis', () => {
    expect(consistentGigQuery({ within: '5', sort: 'nearest', payMin: 20 })).toEqual({});
  });
  it('drops a district of another city, a malformed date and a maximum under the minimum', () => {
    expect(consistentGigQuery({ city: 'beijing', district: 'hangzhou-xihu', date: '2026-13-01', payBasis: 'day', payMin: 300, payMax: 100 })).toEqual({
      city: 'beijing',
      payBasis: 'day',
      payMin: 300,
    });
  });
});
