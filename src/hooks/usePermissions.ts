import { useEffect, useMemo } from 'react';
import { useInitialState } from '@/app/initialState.tsx';
import { useSession } from '@/app/session.ts';
import type { CertificationStatus } from '@/dicts/index.ts';
import { useAccess, type AccessFlags } from '@/app/access.ts';
import { denialOf, type Permission, type PermissionDenial } from '@/contract/permissions.ts';

/**
 * The signed-in user's access flags (`useAccess()`, the map the API enforces too) and, for one that is refused,
 * why: a page hides what the user may not do and shows `denial(p)?.messageId` in its place.
 */
export function usePermissions(): AccessFlags & { denial: (permission: Permission) => PermissionDenial | null } {
  const user = useInitialState().initialState.currentUser;
  const flags = useAccess();
  return useMemo(() => ({ ...flags, denial: (permission: Permission) => denialOf(user, permission) }), [flags, user]);
}

/**
 * Keeps the session's `companyCertified` in step with a certification status the page just read: the stored user
 * is the sign-in's answer, and a certification that came through (or lapsed) since then changes what is allowed.
 */
export function useCertifiedInSession(status: CertificationStatus | undefined) {
  const { currentUser, updateUser } = useSession();
  useEffect(() => {
    if (!status || !currentUser || currentUser.role !== 'enterprise') return;
    const certified = status === 'verified';
    if (currentUser.companyCertified !== certified) updateUser({ ...currentUser, companyCertified: certified });
  }, [status, currentUser, updateUser]);
}
