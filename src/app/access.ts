import { useMemo } from 'react';
import type { Access, RouteConfig } from '@config/routes.ts';
import type { UnionUser } from '@/contract/auth.ts';
import { denialOf, permissionsOf, type Permissions } from '@/contract/permissions.ts';
import { useInitialState } from './initialState.tsx';
import type { ForbiddenReason } from './routeMeta.ts';

/**
 * The access flags, umi's `src/access.ts`: a map of what the signed-in user may do, computed from the initial
 * state. Routes name the flag that opens them (config/routes.ts `access: 'canRecruit'`), pages read the flags with
 * `useAccess()` to show or hide an action, and the API enforces the same permissions under the same names
 * (src/contract/permissions.ts, docs/API.md "Tenant rules"), so a button and the rule behind it cannot disagree.
 */
export type AccessFlags = { isSignedIn: boolean } & Permissions;

export default function access(initialState: { currentUser: UnionUser | null }): AccessFlags {
  return { isSignedIn: !!initialState.currentUser, ...permissionsOf(initialState.currentUser) };
}

/** The signed-in user's access flags (umi's `useAccess`). */
export function useAccess(): AccessFlags {
  const { currentUser } = useInitialState().initialState;
  return useMemo(() => access({ currentUser }), [currentUser]);
}

/**
 * Who may open which page (config/routes.ts `access`). The same rule filters the menu, so a visitor, a job
 * seeker and an enterprise user each see what they may use.
 */
export type AccessDecision = { kind: 'allow' } | { kind: 'login' } | { kind: 'perfect' } | { kind: 'forbidden'; reason: Exclude<ForbiddenReason, null> };

export function decideAccess(access: Access | undefined, user: UnionUser | null): AccessDecision {
  if (!access) return { kind: 'allow' };
  if (!user) return { kind: 'login' };
  if (access === 'isSignedIn') return { kind: 'allow' };
  // A new account must choose its role (on /perfect) before role pages make sense.
  if (!user.role) return { kind: 'perfect' };
  const denial = denialOf(user, access);
  if (!denial) return { kind: 'allow' };
  return { kind: 'forbidden', reason: denial.messageId.replace('shared.access.', '') as Exclude<ForbiddenReason, null> };
}

/** Menu visibility: pages the user may open; a visitor sees the public pages. */
export function visibleInMenu(route: RouteConfig, user: UnionUser | null): boolean {
  if (route.hideInMenu) return false;
  if (!route.access) return true;
  return decideAccess(route.access, user).kind === 'allow';
}

/** Where the sign-in page should return to; only paths inside the app are accepted (no open redirect). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return '/';
  return target;
}
