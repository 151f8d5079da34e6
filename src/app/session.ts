import { useCallback } from 'react';
import type { LoginResult, UnionUser } from '@/contract/auth.ts';
import { setToken, setUnionUser } from '@/services/session.ts';
import { useInitialState } from './initialState.tsx';

/** Signing in: the session storage and the initial state change together (signing out: useSignOut). */
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

  return { currentUser: initialState.currentUser, signIn, updateUser };
}
