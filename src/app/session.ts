import { useCallback } from 'react';
import type { LoginResult, UnionUser } from '@/contract/auth.ts';
import { logout } from '@/services/auth.ts';
import { discardDraftsOf } from '@/services/draftKeys.ts';
import { clearSession, getUnionUser, setToken, setUnionUser } from '@/services/session.ts';
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
    // Signing out on purpose takes the user's unsent form drafts along (a shared computer); a lost session
    // (401) must not, which is why this is here and not in clearSession (see useFormDraft).
    const user = getUnionUser();
    if (user) discardDraftsOf(user.id);
    // The session ends locally even if the API cannot be told (offline), and in every other tab.
    await logout().catch(() => undefined);
    clearSession();
    announceSignOut();
    setInitialState({ currentUser: null });
  }, [setInitialState]);

  return { currentUser: initialState.currentUser, signIn, signOut, updateUser };
}
