import { useCallback } from 'react';
import type { LoginResult, UnionUser } from '@/contract/auth.ts';
import { logout } from '@/services/auth.ts';
import { clearSession, setToken, setUnionUser } from '@/services/session.ts';
import { announceSignOut } from '@/services/sessionSync.ts';
import { useInitialState } from './initialState.tsx';

/** Signing in and out: the session storage and the initial state change together. */
export function useSession() {
  const { initialState, setInitialState } = useInitialState();

  const signIn = useCallback(
    (result: LoginResult) => {
      setToken(result.token);
      setUnionUser(result.user);
      setInitialState({ currentUser: result.user });
    },
    [setInitialState],
  );

  const updateUser = useCallback(
    (user: UnionUser) => {
      setUnionUser(user);
      setInitialState({ currentUser: user });
    },
    [setInitialState],
  );

  const signOut = useCallback(async () => {
    // The session ends locally even if the API cannot be told (offline), and in every other tab.
    await logout().catch(() => undefined);
    clearSession();
    announceSignOut();
    setInitialState({ currentUser: null });
  }, [setInitialState]);

  return { currentUser: initialState.currentUser, signIn, signOut, updateUser };
}
