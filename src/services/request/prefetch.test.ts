import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/constants/index.ts';
import { peekPrefetched, prefetchesSettled, prefetchGet, takePrefetched } from './prefetch.ts';

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

  it('lets a first render read a response that has arrived without taking it; the request then takes it', async () => {
    let arrive: (value: unknown) => void = () => {};
    const job = { id: 'a4' };
    prefetchGet('/jobs/a4', undefined, () => new Promise((resolve) => (arrive = resolve)));
    expect(peekPrefetched('/jobs/a4')).toBeUndefined(); // not arrived yet
    let settled = false;
    const allSettled = prefetchesSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive(job);
    await allSettled;
    expect(peekPrefetched('/jobs/a4')).toBe(job);
    expect(peekPrefetched('/jobs/a4')).toBe(job); // peeking leaves it for the request
    await expect(takePrefetched('/jobs/a4')).resolves.toEqual({ ok: true, value: job });
    expect(peekPrefetched('/jobs/a4')).toBeUndefined();
  });

  it('has nothing to show for a failed prefetch, and start-up does not wait on it for ever', async () => {
    prefetchGet('/jobs/a5', undefined, () => Promise.reject(new Error('offline')));
    await prefetchesSettled();
    expect(peekPrefetched('/jobs/a5')).toBeUndefined();
  });
});
