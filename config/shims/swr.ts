import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Stands in for `swr` in builds (config/plugins/browserShims.ts). ProLayout and pro-provider use it for one thing:
 * loading the menu through `menu.request` (BasicLayout passes the menu itself, so the fetch resolves at once to
 * nothing) and a per-layout cache they clear on unmount. What they call is here — `useSWR(key, fetcher)` with
 * `data`, `isLoading` and `mutate`, `SWRConfig`'s `provider`, `useSWRConfig().cache` — without swr's
 * revalidation, deduplication and retries, which they turn off (a unit test covers the calls they make).
 */
interface Config {
  cache: Map<string, unknown>;
}

const ConfigContext = createContext<Config>({ cache: new Map() });

export function SWRConfig({ value, children }: { value?: { provider?: () => Map<string, unknown> }; children?: ReactNode }) {
  const [config] = useState<Config>(() => ({ cache: value?.provider?.() ?? new Map() }));
  return createElement(ConfigContext.Provider, { value: config }, children);
}

export const useSWRConfig = () => useContext(ConfigContext);

/** Fetches once per key (compared by value) and again on `mutate()`; only the latest answer is kept. */
export default function useSWR<Data>(key: unknown, fetcher: (key: unknown) => Promise<Data> | Data) {
  const serialized = JSON.stringify(key);
  const [state, setState] = useState<{ data?: Data; isLoading: boolean }>({ isLoading: true });
  const latest = useRef(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const mutate = useCallback(async () => {
    const request = ++latest.current;
    setState((previous) => (previous.isLoading ? previous : { ...previous, isLoading: true }));
    try {
      const data = await fetcherRef.current(JSON.parse(serialized ?? 'null'));
      if (request === latest.current) setState({ data, isLoading: false });
      return data;
    } catch {
      if (request === latest.current) setState((previous) => ({ ...previous, isLoading: false }));
      return undefined;
    }
  }, [serialized]);
  useEffect(() => {
    void mutate();
  }, [mutate]);
  return { data: state.data, isLoading: state.isLoading, mutate };
}
