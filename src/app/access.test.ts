import { describe, expect, it } from 'vitest';
import { flattenRoutes, type Access } from '@config/routes.ts';
import type { UnionUser } from '@/contract/auth.ts';
import access, { decideAccess, visibleInMenu } from './access.ts';

const user = (patch: Partial<UnionUser>): UnionUser =>
  ({ id: 'u', name: '测试', mobile: '13800000000', role: null, accountType: null, companyCertified: false, ...patch }) as UnionUser;
const seeker = user({ role: 'seeker' });
const main = user({ role: 'enterprise', accountType: 'main', companyCertified: true });
const sub = user({ role: 'enterprise', accountType: 'sub', companyCertified: true });
const uncertified = user({ role: 'enterprise', accountType: 'main', companyCertified: false });

describe('src/app/access.ts, umi style: one map of flags for routes, menus and pages', () => {
  it('names every flag a route may name, and only those', () => {
    const flags = Object.keys(access({ currentUser: null })).sort();
    const named: Access[] = ['isSignedIn', 'canSeekerAct', 'canRecruit', 'canPublish', 'canReadTalent', 'canManageTeam', 'canBuyPlans', 'canEditCompany'];
    expect(flags).toEqual([...named].sort());
    for (const route of flattenRoutes()) if (route.access) expect(flags).toContain(route.access);
  });

  it('computes the flags from the signed-in user', () => {
    expect(access({ currentUser: null })).toMatchObject({ isSignedIn: false, canSeekerAct: false, canRecruit: false });
    expect(access({ currentUser: seeker })).toMatchObject({ isSignedIn: true, canSeekerAct: true, canRecruit: false });
    expect(access({ currentUser: main })).toMatchObject({ canRecruit: true, canPublish: true, canBuyPlans: true, canManageTeam: true });
    expect(access({ currentUser: sub })).toMatchObject({ canRecruit: true, canPublish: true, canBuyPlans: false, canManageTeam: false, canEditCompany: false });
    expect(access({ currentUser: uncertified })).toMatchObject({ canRecruit: true, canPublish: false, canReadTalent: false });
  });

  it('guards a route by its flag: sign in, choose a role, or the 403 page with the reason', () => {
    expect(decideAccess(undefined, null)).toEqual({ kind: 'allow' });
    expect(decideAccess('canRecruit', null)).toEqual({ kind: 'login' });
    expect(decideAccess('isSignedIn', user({}))).toEqual({ kind: 'allow' });
    expect(decideAccess('canRecruit', user({}))).toEqual({ kind: 'perfect' });
    expect(decideAccess('canRecruit', seeker)).toEqual({ kind: 'forbidden', reason: 'enterpriseOnly' });
    expect(decideAccess('canSeekerAct', main)).toEqual({ kind: 'forbidden', reason: 'seekerOnly' });
    expect(decideAccess('canBuyPlans', sub)).toEqual({ kind: 'forbidden', reason: 'plansMainOnly' });
    expect(decideAccess('canBuyPlans', main)).toEqual({ kind: 'allow' });
  });

  it('lists in the menu only what the user may open', () => {
    const position = flattenRoutes().find((r) => r.path === '/position')!;
    expect(visibleInMenu(position, seeker)).toBe(false);
    expect(visibleInMenu(position, sub)).toBe(true);
  });
});
