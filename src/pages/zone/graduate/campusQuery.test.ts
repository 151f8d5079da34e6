import { describe, expect, it } from 'vitest';
import { decodeQuery } from '@/utils/queryCodec.ts';
import { applicableQuery, batchOptionsOf, campusJobsParams, campusQuerySpec, switchTab } from './campusQuery.ts';

describe('the /graduate query', () => {
  it('decodes valid URL values and drops unknown ones', () => {
    const { value, dropped } = decodeQuery(
      campusQuerySpec,
      new URLSearchParams('tab=internship&classYear=2026,1999&city=hangzhou&dailyPay=100-200&batch=nope'),
    );
    expect(value).toEqual({ tab: 'internship', classYear: ['2026'], city: 'hangzhou', dailyPay: ['100-200'] });
    expect(dropped.sort()).toEqual(['batch', 'classYear']);
  });

  it('lists each tab its own batches', () => {
    expect(batchOptionsOf('campus').map((o) => o.value)).toEqual(['early', 'main', 'spring', 'supplementary']);
    expect(batchOptionsOf('internship').map((o) => o.value)).toEqual(['dailyIntern', 'vacationIntern']);
  });

  it('ignores internship-only filters and other-tab batches on the campus tab', () => {
    expect(applicableQuery({ daysPerWeek: ['3'], permanentOffer: ['high'], batch: ['early', 'dailyIntern'], major: ['computer'] })).toEqual({
      batch: ['early'],
      major: ['computer'],
    });
    expect(applicableQuery({ tab: 'internship', daysPerWeek: ['3'], batch: ['early'] })).toEqual({ tab: 'internship', daysPerWeek: ['3'] });
  });

  it('keeps shared filters when switching tabs', () => {
    expect(switchTab({ tab: 'internship', city: 'beijing', classYear: ['2027'], dailyPay: ['above300'], batch: ['dailyIntern'] }, 'campus')).toEqual({
      city: 'beijing',
      classYear: ['2027'],
    });
    expect(switchTab({ major: ['law'], batch: ['main'] }, 'internship')).toEqual({ tab: 'internship', major: ['law'] });
  });

  it('builds API parameters with the tab and paging', () => {
    expect(campusJobsParams({ keyword: '华为', dailyPay: ['100-200'] }, 2, 10)).toEqual({ keyword: '华为', tab: 'campus', current: 2, pageSize: 10 });
  });
});
