import type { Access, RouteConfig } from '@config/routes.ts';
import type { UnionUser } from '@/contract/auth.ts';
import type { ForbiddenReason } from './routeMeta.ts';

/**
 * Who may open which page (config/routes.ts `access`). The same rule filters the menu, so a visitor, a job
 * seeker and an enterprise user each see what they may use.
 */
export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'perfect' }
  | { kind: 'forbidden'; reason: Exclude<ForbiddenReason, null> };

export function decideAccess(access: Access | undefined, user: UnionUser | null): AccessDecision {
  if (!access) return { kind: 'allow' };
  if (!user) return { kind: 'login' };
  if (access === 'user') return { kind: 'allow' };
  // A new account must choose its role (on /perfect) before role pages make sense.
  if (!user.role) return { kind: 'perfect' };
  if (user.role === access) return { kind: 'allow' };
  return { kind: 'forbidden', reason: access === 'seeker' ? 'seekerOnly' : 'enterpriseOnly' };
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
