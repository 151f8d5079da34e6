import { startTransition, useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useNavigate } from 'react-router-dom';
import { logout } from '@/services/auth.ts';
import { letSessionGo } from '@/services/request/index.ts';
import { discardDraftsOf } from '@/services/draftKeys.ts';
import { clearSession, getToken, getUnionUser } from '@/services/session.ts';
import { announceSignOut } from '@/services/sessionSync.ts';
import { useInitialState } from './initialState.tsx';

export interface SignOutOptions {
  replace?: boolean;
}

/**
 * Signing out on purpose, and where the tab goes next (home, or the sign-in page to switch numbers).
 *
 * Navigations render as transitions (the router's `v7_startTransition`, for issue 31's INP). The page being left
 * must never render without its user: its access guard would send the tab to /login?redirect=… and its requests
 * would go out without a token. So the session ends in the very call in which the router publishes the new
 * location: both updates are transitions requested in one synchronous block, which React renders together.
 */
export function useSignOut() {
  const { setInitialState } = useInitialState();
  const navigate = useNavigate();
  // The data router's own object (createBrowserRouter): it lets us hear the navigation land. Absent under a
  // MemoryRouter (unit tests), where navigations are synchronous and the order of the two calls is enough.
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  const endSession = useCallback(() => {
    // The session ends here first, then the API is told: nothing in this tab (the live badge reopening its
    // stream, say) can send a request with a token the server has already ended. It ends locally even if the
    // API cannot be told (offline), and in every other tab.
    const token = getToken();
    clearSession();
    announceSignOut();
    startTransition(() => setInitialState({ currentUser: null }));
    void logout(token).catch(() => undefined);
  }, [setInitialState]);

  return useCallback(
    (to: string, options: SignOutOptions = {}) => {
      // Signing out on purpose takes the user's unsent form drafts along (a shared computer); a lost session
      // (401) must not, which is why this is here and not in clearSession (see useFormDraft).
      const user = getUnionUser();
      if (user) discardDraftsOf(user.id);
      // From here a 401 to this token is the sign-out itself, not an expired session.
      letSessionGo(getToken());
      if (!router) {
        endSession();
        navigate(to, options);
        return;
      }
      const from = router.state.location.key;
      const unsubscribe = router.subscribe((state) => {
        // Called right after the router's own subscriber queued the new location as a transition.
        if (state.navigation.state !== 'idle' || state.location.key === from) return;
        unsubscribe();
        endSession();
      });
      navigate(to, options);
    },
    [endSession, navigate, router],
  );
}
