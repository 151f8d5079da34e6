import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import useSWR, { SWRConfig, useSWRConfig } from './swr.ts';

afterEach(cleanup);

function Menu({ params, fetcher }: { params?: object; fetcher: (key: unknown) => Promise<string[] | undefined> }) {
  const { data, isLoading } = useSWR(['layout-1', params], fetcher);
  return <p>{isLoading ? 'loading' : (data ?? ['none']).join(',')}</p>;
}

describe('the swr shim, as ProLayout and pro-provider call it', () => {
  it('loads once per key, hands the fetcher the key, and answers data and isLoading', async () => {
    const fetcher = vi.fn(async ([, params]: [string, { city?: string } | undefined]) => (params?.city ? [params.city] : undefined));
    const { rerender } = render(<Menu fetcher={fetcher as never} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('none')).toBeTruthy();
    rerender(<Menu fetcher={fetcher as never} />);
    expect(fetcher).toHaveBeenCalledTimes(1);
    rerender(<Menu params={{ city: 'hz' }} fetcher={fetcher as never} />);
    expect(await screen.findByText('hz')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher.mock.calls[1][0]).toEqual(['layout-1', { city: 'hz' }]);
  });

  it('keeps only the latest answer when an earlier one arrives last', async () => {
    let resolveFirst: (value: string[]) => void = () => {};
    const fetcher = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockImplementation(async () => ['second']);
    const { rerender } = render(<Menu params={{ n: 1 }} fetcher={fetcher} />);
    rerender(<Menu params={{ n: 2 }} fetcher={fetcher} />);
    expect(await screen.findByText('second')).toBeTruthy();
    await act(async () => resolveFirst(['first']));
    expect(screen.getByText('second')).toBeTruthy();
  });

  it("gives each SWRConfig its provider's cache", () => {
    const cache = new Map([['pro-layout-1', 1]]);
    let seen: Map<string, unknown> | undefined;
    function Probe() {
      const config = useSWRConfig();
      useEffect(() => {
        seen = config.cache;
      });
      return null;
    }
    render(
      <SWRConfig value={{ provider: () => cache }}>
        <Probe />
      </SWRConfig>,
    );
    expect(seen).toBe(cache);
  });
});
