import { describe, expect, it } from 'vitest';
import { decodeQuery, encodeQuery } from '@/utils/queryCodec.ts';
import { companyQuerySpec, hasCompanyFilters, industrySelection, selectIndustryTop, toggleIndustrySub } from './companyQuery.ts';

describe('companyQuerySpec', () => {
  it('keeps valid values and drops unknown ones', () => {
    const { value, dropped } = decodeQuery(
      companyQuerySpec,
      new URLSearchParams('city=shenzhen&industry=internet,nope&stage=listed&size=huge&veteranFriendly=1&keyword=%20abc%20'),
    );
    expect(value).toEqual({ city: 'shenzhen', industry: ['internet'], stage: ['listed'], veteranFriendly: true, keyword: 'abc' });
    expect(dropped).toEqual(['industry', 'size']);
  });
  it('round-trips through the URL', () => {
    const query = { city: 'beijing' as const, industry: ['ai' as const, 'cloud' as const], size: ['100-499' as const] };
    expect(decodeQuery(companyQuerySpec, encodeQuery(companyQuerySpec, query)).value).toEqual(query);
  });
  it('knows when filters are set', () => {
    expect(hasCompanyFilters({})).toBe(false);
    expect(hasCompanyFilters({ stage: [] })).toBe(false);
    expect(hasCompanyFilters({ keyword: 'x' })).toBe(true);
  });
});

describe('two-level industry filter', () => {
  it('reads a top-level value or subs of one top', () => {
    expect(industrySelection(undefined)).toEqual({ top: undefined, subs: [] });
    expect(industrySelection(['finance'])).toEqual({ top: 'finance', subs: [] });
    expect(industrySelection(['ai', 'cloud'])).toEqual({ top: 'internet', subs: ['ai', 'cloud'] });
    // Subs of another top (a hand-edited link) are not shown as selected under the first one.
    expect(industrySelection(['ai', 'banking'])).toEqual({ top: 'internet', subs: ['ai'] });
  });
  it('selects a whole top-level industry', () => {
    expect(selectIndustryTop('gaming')).toEqual(['gaming']);
    expect(selectIndustryTop(undefined)).toBeUndefined();
  });
  it('toggles subs and falls back to the whole industry', () => {
    expect(toggleIndustrySub(['internet'], 'ai')).toEqual(['ai']);
    expect(toggleIndustrySub(['ai'], 'cloud')).toEqual(['ai', 'cloud']);
    expect(toggleIndustrySub(['ai', 'cloud'], 'ai')).toEqual(['cloud']);
    expect(toggleIndustrySub(['ai'], 'ai')).toEqual(['internet']);
    // A sub of another industry starts a new selection there.
    expect(toggleIndustrySub(['ai'], 'banking')).toEqual(['banking']);
  });
});
