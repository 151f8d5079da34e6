import { useCallback } from 'react';
import type { LoginResult, UnionUser } from '@/contract/auth.ts';
import { logout } from '@/services/auth.ts';
import { discardDraftsOf } from '@/services/draftKeys.ts';
import { clearSession, getToken, getUnionUser, setToken, setUnionUser } from '@/services/session.ts';
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

  /**
   * Ends the session at once (this tab shows the signed-out state in the same render as whatever the caller does
   * next, e.g. navigating home), then tells the API in the background.
   */
  const signOut = useCallback(() => {
    // Signing out on purpose takes the user's unsent form drafts along (a shared computer); a lost session
    // (401) must not, which is why this is here and not in clearSession (see useFormDraft).
    const user = getUnionUser();
    if (user) discardDraftsOf(user.id);
    // The session ends here first, then the API is told: nothing in this tab (the live badge reopening its
    // stream, say) can send a request with a token the server has already ended. It ends locally even if the
    // API cannot be told (offline), and in every other tab.
    const token = getToken();
    clearSession();
    announceSignOut();
    setInitialState({ currentUser: null });
    void logout(token).catch(() => undefined);
  }, [setInitialState]);

  return { currentUser: initialState.currentUser, signIn, signOut, updateUser };
}
