import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/constants/index.ts';
import { prefetchGet, takePrefetched } from './prefetch.ts';

afterEach(() => sessionStorage.clear());

describe('start-up prefetch', () => {
  it('hands the response to the first GET with the same path and parameters, once', async () => {
    const send = vi.fn().mockResolvedValue({ title: 'job' });
    prefetchGet('/jobs/a1', { city: undefined, page: 1 }, send);
    prefetchGet('/jobs/a1', { page: 1 }, send); // the same request: not sent twice
    expect(send).toHaveBeenCalledTimes(1);
    expect(takePrefetched('/jobs/a1', { page: 2 })).toBeUndefined();
    await expect(takePrefetched('/jobs/a1', { page: 1, city: null })).resolves.toEqual({ ok: true, value: { title: 'job' } });
    expect(takePrefetched('/jobs/a1', { page: 1 })).toBeUndefined();
  });

  it('reports a failed prefetch as not usable, so the page sends its own request', async () => {
    prefetchGet('/jobs/a2', undefined, () => Promise.reject(new Error('offline')));
    await expect(takePrefetched('/jobs/a2')).resolves.toEqual({ ok: false });
  });

  it('does nothing for a signed-in user, whose requests carry a token', () => {
    sessionStorage.setItem(TOKEN_KEY, 'abc');
    const send = vi.fn().mockResolvedValue(1);
    prefetchGet('/jobs/a3', undefined, send);
    expect(send).not.toHaveBeenCalled();
    sessionStorage.removeItem(TOKEN_KEY);
    prefetchGet('/jobs/a3', undefined, send);
    sessionStorage.setItem(TOKEN_KEY, 'abc'); // signed in meanwhile: the visitor's response is not used
    expect(takePrefetched('/jobs/a3')).toBeUndefined();
  });
});
