import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInitialState } from '@/app/initialState.tsx';

/**
 * Resuming an action after signing in. A visitor who clicks 投递简历 (or save, follow, subscribe …) is sent to
 * sign in with a way back that names the action (`?resume=apply`); back on the page as a job seeker, the action
 * runs once by itself (the apply dialog opens again) and the parameter leaves the URL, so a reload or the back
 * button does not repeat it. Actions on one item of a list carry its id (`save.j12`).
 */
export const RESUME_PARAM = 'resume';

/** `here` (path and query) with the action to resume once the user is back; `here` as it is without one. */
export function withResume(here: string, action: string | undefined): string {
  if (!action) return here;
  const [path, query = ''] = here.split('?');
  const params = new URLSearchParams(query);
  params.set(RESUME_PARAM, action);
  return `${path}?${params.toString()}`;
}

/**
 * Runs `run` once when the URL asks to resume `action` and the viewer may do it (a job seeker; anyone signed in
 * with `who: 'anyone'`, e.g. a report); removes the request from the URL either way once a signed-in user sees
 * it, so a recruiter is never made to do a seeker's action.
 *
 * It runs a task after the effect, not in it: React's StrictMode (the dev server) unmounts and remounts every
 * component once on arrival, and a request started in the first effect was cancelled by that unmount (ahooks'
 * useRequest cancels on unmount), so the visitor came back to find nothing done. The task of the discarded
 * mount is cleared with it; only the mounted page's runs.
 */
export function useResumeAction(action: string | undefined, run: () => void, who: 'seeker' | 'anyone' = 'seeker'): void {
  const [params, setParams] = useSearchParams();
  const role = useInitialState().initialState.currentUser?.role;
  const asked = !!action && params.get(RESUME_PARAM) === action;
  const runRef = useRef(run);
  runRef.current = run;
  const done = useRef(false);

  useEffect(() => {
    if (!asked || !role || done.current) return undefined;
    const task = setTimeout(() => {
      done.current = true;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(RESUME_PARAM);
          return next;
        },
        { replace: true },
      );
      if (role === 'seeker' || who === 'anyone') runRef.current();
    });
    return () => clearTimeout(task);
  }, [asked, role, who, setParams]);
}
