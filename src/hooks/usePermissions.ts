import { useEffect, useMemo } from 'react';
import { useInitialState } from '@/app/initialState.tsx';
import { useSession } from '@/app/session.ts';
import type { CertificationStatus } from '@/dicts/index.ts';
import { denialOf, permissionsOf, type Permission, type PermissionDenial, type Permissions } from '@/contract/permissions.ts';

/**
 * The signed-in user's permissions (src/contract/permissions.ts, the map the API enforces too) and, for one that
 * is refused, why: a page hides what the user may not do and shows `denial(p)?.messageId` in its place.
 */
export function usePermissions(): Permissions & { denial: (permission: Permission) => PermissionDenial | null } {
  const user = useInitialState().initialState.currentUser;
  return useMemo(() => ({ ...permissionsOf(user), denial: (permission: Permission) => denialOf(user, permission) }), [user]);
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
