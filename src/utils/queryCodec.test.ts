import { describe, expect, it } from 'vitest';
import { consistentDistrict, jobQuerySpec } from '@/components/JobFilters/jobQuery.ts';
import { decodeQuery, encodeQuery, flag, int, many, one, text } from './queryCodec.ts';

const spec = {
  city: one(['beijing', 'shanghai']),
  salary: many(['3-5k', '5-10k', '10-20k'], 2),
  hide: flag(),
  keyword: text(10),
  page: int(1, 100),
};
const decode = (search: string) => decodeQuery(spec, new URLSearchParams(search));

describe('queryCodec', () => {
  it('decodes valid values of every kind', () => {
    expect(decode('city=beijing&salary=3-5k,10-20k&hide=1&keyword=前端&page=3')).toEqual({
      value: { city: 'beijing', salary: ['3-5k', '10-20k'], hide: true, keyword: '前端', page: 3 },
      dropped: [],
    });
  });

  it('accepts repeated keys for lists and removes duplicates', () => {
    expect(decode('salary=3-5k&salary=3-5k').value.salary).toEqual(['3-5k']);
  });

  it('drops unknown values, keeps the rest of the query and reports what it dropped', () => {
    const { value, dropped } = decode('city=atlantis&salary=3-5k,lots&hide=maybe&page=0&keyword=运营');
    expect(value).toEqual({ salary: ['3-5k'], keyword: '运营' });
    expect(dropped.sort()).toEqual(['city', 'hide', 'page', 'salary']);
  });

  it('caps lists and text at their maximum', () => {
    expect(decode('salary=3-5k,5-10k,10-20k').value.salary).toEqual(['3-5k', '5-10k']);
    const long = decode('keyword=一二三四五六七八九十十一');
    expect(long.value.keyword).toBe('一二三四五六七八九十');
    expect(long.dropped).toEqual(['keyword']);
  });

  it('treats empty values and false flags as absent', () => {
    expect(decode('city=&salary=&hide=0&keyword=%20%20')).toEqual({ value: {}, dropped: [] });
  });

  it('encodes in spec order, leaving out empty values, and round-trips', () => {
    const value = { page: 2, keyword: 'java', salary: ['5-10k' as const, '3-5k' as const], city: 'shanghai' as const, hide: false };
    const encoded = encodeQuery(spec, value).toString();
    expect(encoded).toBe('city=shanghai&salary=5-10k%2C3-5k&keyword=java&page=2');
    expect(decodeQuery(spec, new URLSearchParams(encoded)).value).toEqual({ city: 'shanghai', salary: ['5-10k', '3-5k'], keyword: 'java', page: 2 });
  });

  it('uses the dictionaries for the /jobpost query and keeps a district only inside its city', () => {
    const { value, dropped } = decodeQuery(jobQuerySpec, new URLSearchParams('city=beijing&district=shanghai-pudong&jobType=fulltime,gig&hideAgencies=1'));
    expect(dropped).toEqual(['jobType']);
    expect(value.jobType).toEqual(['fulltime']);
    expect(consistentDistrict(value)).toEqual({ city: 'beijing', jobType: ['fulltime'], hideAgencies: true });
  });

  it('keeps "off" for a flag whose absence means the API default (hideAgencies), and only for that kind', () => {
    const spec = { shown: flag(), hideAgencies: flag({ keepsOff: true }) };
    expect(encodeQuery(spec, { shown: false, hideAgencies: false }).toString()).toBe('hideAgencies=0');
    expect(decodeQuery(spec, new URLSearchParams('shown=0&hideAgencies=0')).value).toEqual({ hideAgencies: false });
    expect(decodeQuery(spec, new URLSearchParams('')).value).toEqual({});
  });
});
