import { useEffect } from 'react';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useIsSeeker } from '@/hooks/useSeekerGate.ts';
import { getVeteranIdentity } from '@/services/zone.ts';

/** How often a pending application is looked at again (the review happens on the server's side). */
export const PENDING_POLL_MS = 2000;

/**
 * The signed-in seeker's veteran identity, kept fresh while it is under review so the page (status, locked
 * jobs) updates by itself when the result comes. Visitors and enterprise users have none.
 */
export function useVeteranIdentity() {
  const isSeeker = useIsSeeker();
  const request = useApiRequest(getVeteranIdentity, { ready: isSeeker, refreshDeps: [isSeeker] });
  const pending = request.data?.status === 'pending';
  const { refresh } = request;

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(refresh, PENDING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, refresh, request.data]);

  return { ...request, isSeeker };
}
export type VeteranIdentityState = ReturnType<typeof useVeteranIdentity>;
