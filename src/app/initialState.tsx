import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import defaultSettings, { type AppSettings } from '@config/defaultSettings.ts';
import type { UnionUser } from '@/contract/auth.ts';
import { queryCurrentUser } from '@/services/auth.ts';
import { getRequestUrl, RequestError, setRequestUrl } from '@/services/request/index.ts';
import { clearSession, getToken, getUnionUser, setToken, setUnionUser } from '@/services/session.ts';
import { adoptSessionFromOpenTabs } from '@/services/sessionSync.ts';
import { setMediaConfig } from '@/utils/media.ts';

/**
 * The app's initial state (SPEC §3-4): loaded once at start-up (startInitialState; index.html's static frame
 * is the placeholder meanwhile), then refreshable (`refresh`) and replaceable (`setInitialState`). It carries
 * the settings, the API and media hosts, the signed-in user, and the session getters/setters.
 */
export interface InitialState {
  settings: AppSettings;
  requestUrl: string;
  ossHost: string;
  ossSuffix: string;
  currentUser: UnionUser | null;
  getToken: () => string;
  setToken: (token: string) => void;
  getUnionUser: () => UnionUser | null;
  setUnionUser: (user: UnionUser | null) => void;
}

interface InitialStateContextValue {
  initialState: InitialState;
  refresh: () => Promise<void>;
  setInitialState: (update: Partial<InitialState> | ((prev: InitialState) => InitialState)) => void;
}

const SETTINGS_STORAGE_KEY = 'jucai_settings';
const InitialStateContext = createContext<InitialStateContextValue | null>(null);

function storedSettings(): AppSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as Partial<AppSettings>;
    return { ...defaultSettings, colorWeak: saved.colorWeak === true };
  } catch {
    return defaultSettings;
  }
}

export function persistSettings(settings: AppSettings) {
  // Only the user's own choices are kept; the rest always comes from config/defaultSettings.ts.
  localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ colorWeak: settings.colorWeak }));
}

function baseState(): InitialState {
  const requestUrl = getRequestUrl();
  return {
    settings: storedSettings(),
    requestUrl,
    ossHost: import.meta.env.VITE_OSS_HOST || `${requestUrl}/media`,
    ossSuffix: import.meta.env.VITE_OSS_SUFFIX ?? '',
    currentUser: getToken() ? getUnionUser() : null,
    getToken,
    setToken,
    getUnionUser,
    setUnionUser,
  };
}

/**
 * Confirms a stored session with the API. A session the API no longer knows ends like on any other 401: the
 * request module empties it and reloads at /pc/, which says the session ended; meanwhile this answers null.
 */
async function loadCurrentUser(): Promise<UnionUser | null> {
  if (!getToken()) return null;
  try {
    const user = await queryCurrentUser({ skipErrorHandler: true });
    setUnionUser(user);
    return user;
  } catch (error) {
    if (error instanceof RequestError && error.status === 401) {
      clearSession();
      return null;
    }
    // Offline or server trouble: keep what the tab knew, the next request will tell.
    return getUnionUser();
  }
}

/**
 * Start-up (SPEC §4). src/main.tsx begins it as soon as its small entry chunk runs, while the rest of the
 * app's code is still downloading; index.html's static frame is the placeholder meanwhile.
 * - `initial`: what the first render shows, the settings and the session this tab holds. A stored user is
 *   shown at once rather than after a round trip.
 * - `verified`: the same session confirmed by the API, applied on arrival (a 401 ends it and reloads at /pc/).
 */
export interface Startup {
  initial: Promise<InitialState>;
  verified: Promise<{ token: string; user: UnionUser | null }>;
}

export function startInitialState(): Startup {
  const initial = (async () => {
    // Which session this tab starts with is settled here, before the stored user is read and verified. This
    // also joins the tabs' channel, so that this tab answers the next one; a tab without a session asks the
    // open tabs for theirs (a Ctrl+click or a typed URL starts with an empty sessionStorage). The short wait
    // for an answer overlaps the download of the app's code (src/main.tsx).
    await adoptSessionFromOpenTabs();
    return baseState();
  })();
  const verified = initial.then(async () => {
    const token = getToken();
    return { token, user: await loadCurrentUser() };
  });
  return { initial, verified };
}

/** The same user as far as any screen can tell: the stored copy is the API's answer as JSON. */
export function sameUser(a: UnionUser | null, b: UnionUser | null): boolean {
  return a === b || (!!a && !!b && JSON.stringify(a) === JSON.stringify(b));
}

export function InitialStateProvider({ startup, initial, children }: { startup: Startup; initial: InitialState; children: ReactNode }) {
  const [state, setState] = useState<InitialState>(initial);

  const refresh = useCallback(async () => {
    // A new tab (Ctrl+click, a typed URL) starts with an empty sessionStorage: take the session of an open tab.
    await adoptSessionFromOpenTabs();
    const next = baseState();
    next.currentUser = await loadCurrentUser();
    setState(next);
  }, []);

  useEffect(() => {
    let active = true;
    void startup.verified.then(({ token, user }) => {
      // A sign-in or sign-out in the meantime has the last word.
      if (!active || getToken() !== (user ? token : '')) return;
      // Usually the API confirms what the first render showed (a visitor stays one, a stored user is unchanged):
      // a new state would re-render the whole app for nothing, a long task just as the page becomes usable.
      setState((prev) => (sameUser(prev.currentUser, user) ? prev : { ...prev, currentUser: user }));
    });
    return () => {
      active = false;
    };
  }, [startup]);

  useEffect(() => {
    setRequestUrl(state.requestUrl);
    setMediaConfig({ ossHost: state.ossHost, ossSuffix: state.ossSuffix });
  }, [state]);

  const setInitialState = useCallback<InitialStateContextValue['setInitialState']>((update) => {
    setState((prev) => (typeof update === 'function' ? update(prev) : { ...prev, ...update }));
  }, []);

  const value = useMemo(() => ({ initialState: state, refresh, setInitialState }), [state, refresh, setInitialState]);
  return <InitialStateContext.Provider value={value}>{children}</InitialStateContext.Provider>;
}

export function useInitialState(): InitialStateContextValue {
  const ctx = useContext(InitialStateContext);
  if (!ctx) throw new Error('useInitialState must be used inside InitialStateProvider');
  return ctx;
}
