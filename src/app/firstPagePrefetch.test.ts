import { afterEach, describe, expect, it, vi } from 'vitest';

const prefetch = vi.fn();
vi.mock('@/services/request/index.ts', () => ({ prefetch: (...args: unknown[]) => prefetch(...args) }));
const { prefetchFirstPage } = await import('./firstPagePrefetch.ts');

afterEach(() => {
  prefetch.mockClear();
  localStorage.clear();
});

describe('prefetchFirstPage', () => {
  it("asks for the home page's blocks in the remembered city", () => {
    localStorage.setItem('jucai_city', 'hangzhou');
    expect(prefetchFirstPage({ pathname: '/pc/', search: '' })).toEqual({ page: 'home' });
    expect(prefetch).toHaveBeenCalledWith('/home', { city: 'hangzhou' });
  });

  it('asks for the job of a job page, and nothing for an id the page would refuse or another page', () => {
    expect(prefetchFirstPage({ pathname: '/pc/jobdetail', search: '?id=j1' })).toEqual({ page: 'job', id: 'j1' });
    expect(prefetch).toHaveBeenCalledWith('/jobs/j1');
    prefetch.mockClear();
    expect(prefetchFirstPage({ pathname: '/pc/jobdetail', search: '?id=a%20b' })).toBeNull();
    expect(prefetchFirstPage({ pathname: '/pc/login', search: '' })).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('asks for the first page of jobs at a bare /jobpost, and nothing for a search the address spells out', () => {
    expect(prefetchFirstPage({ pathname: '/pc/jobpost', search: '' })).toEqual({ page: 'jobSearch' });
    expect(prefetch).toHaveBeenCalledWith('/jobs', { current: 1, pageSize: 10 });
    prefetch.mockClear();
    expect(prefetchFirstPage({ pathname: '/pc/jobpost', search: '?keyword=java' })).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
