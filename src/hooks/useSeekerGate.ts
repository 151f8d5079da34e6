import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import { useInitialState } from '@/app/initialState.tsx';
import { useT } from '@/locales/useT.tsx';

/**
 * Guards job-seeker actions (apply, save, chat …) on public pages. A visitor is sent to sign in and comes back
 * to this very page; a new account without a role finishes /perfect first; an enterprise user is told the
 * action is for job seekers. Returns true when the action may go ahead.
 */
export function useSeekerGate() {
  const { initialState } = useInitialState();
  const user = initialState.currentUser;
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = useFeedback();
  const t = useT();

  return useCallback((): boolean => {
    const here = `${location.pathname}${location.search}`;
    if (!user) {
      navigate(`/login?redirect=${encodeURIComponent(here)}`);
      return false;
    }
    if (!user.role) {
      navigate(`/perfect?redirect=${encodeURIComponent(here)}`);
      return false;
    }
    if (user.role !== 'seeker') {
      message.info({ content: t('shared.seekerOnly'), key: 'seeker-only' });
      return false;
    }
    return true;
  }, [user, location.pathname, location.search, navigate, message, t]);
}

/** True when the signed-in user is a job seeker (per-viewer flags and personalised lists apply). */
export function useIsSeeker(): boolean {
  return useInitialState().initialState.currentUser?.role === 'seeker';
}

/** Guards actions any signed-in user may take (report, follow): a visitor signs in and comes back here. */
export function useSignInGate() {
  const user = useInitialState().initialState.currentUser;
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback((): boolean => {
    if (user) return true;
    navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
    return false;
  }, [user, location.pathname, location.search, navigate]);
}
