import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import { useInitialState } from '@/app/initialState.tsx';
import { useT } from '@/locales/useT.tsx';
import { withResume } from './useResumeAction.ts';

/**
 * Guards job-seeker actions (apply, save, chat …) on public pages. A visitor is sent to sign in and comes back
 * to this very page; a new account without a role finishes /perfect first; an enterprise user is told the
 * action is for job seekers. Returns true when the action may go ahead. `resume` names the action, so that it
 * runs by itself once the user is back (useResumeAction).
 */
export function useSeekerGate() {
  const { initialState } = useInitialState();
  const user = initialState.currentUser;
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = useFeedback();
  const t = useT();

  return useCallback(
    (resume?: string): boolean => {
      const here = withResume(`${location.pathname}${location.search}`, resume);
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
    },
    [user, location.pathname, location.search, navigate, message, t],
  );
}

/**
 * Whether this viewer is offered job-seeker actions (apply, chat, save, follow, subscribe, not interested):
 * visitors are (they are asked to sign in), job seekers are, recruiters are not: the portal does not show them
 * buttons that could only refuse them.
 */
export function useOffersSeekerActions(): boolean {
  return useInitialState().initialState.currentUser?.role !== 'enterprise';
}

/** True when the signed-in user is a job seeker (per-viewer flags and personalised lists apply). */
export function useIsSeeker(): boolean {
  return useInitialState().initialState.currentUser?.role === 'seeker';
}

/** The company a signed-in recruiter works for (null for everyone else): their own jobs and company page. */
export function useOwnCompanyId(): string | null {
  const user = useInitialState().initialState.currentUser;
  return user?.role === 'enterprise' ? user.companyId : null;
}

/** Guards actions any signed-in user may take (report, follow): a visitor signs in and comes back here. */
export function useSignInGate() {
  const user = useInitialState().initialState.currentUser;
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (resume?: string): boolean => {
      if (user) return true;
      navigate(`/login?redirect=${encodeURIComponent(withResume(`${location.pathname}${location.search}`, resume))}`);
      return false;
    },
    [user, location.pathname, location.search, navigate],
  );
}
