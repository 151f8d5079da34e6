import { describe, expect, it } from 'vitest';
import { parseCompanyId, parseCompanyTab } from './companyTabs.ts';

describe('/comdetail URL', () => {
  it('accepts ids the API could know', () => {
    expect(parseCompanyId('c12')).toBe('c12');
    expect(parseCompanyId(' c12 ')).toBe('c12');
  });
  it('rejects missing and malformed ids', () => {
    expect(parseCompanyId(null)).toBeNull();
    expect(parseCompanyId('')).toBeNull();
    expect(parseCompanyId('../c1')).toBeNull();
    expect(parseCompanyId('c 1')).toBeNull();
    expect(parseCompanyId('x'.repeat(41))).toBeNull();
  });
  it('falls back to the overview tab', () => {
    expect(parseCompanyTab('jobs')).toBe('jobs');
    expect(parseCompanyTab('registration')).toBe('registration');
    expect(parseCompanyTab('nope')).toBe('overview');
    expect(parseCompanyTab(null)).toBe('overview');
  });
});
