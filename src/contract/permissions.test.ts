// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import enUS from '@/locales/en-US/index.ts';
import zhCN from '@/locales/zh-CN/index.ts';
import { can, DENIAL_MESSAGE_IDS, denialOf, PERMISSIONS, permissionsOf, type AccessSubject, type Permission } from './permissions.ts';

const seeker: AccessSubject = { role: 'seeker', accountType: null, companyCertified: false };
const main: AccessSubject = { role: 'enterprise', accountType: 'main', companyCertified: true };
const sub: AccessSubject = { role: 'enterprise', accountType: 'sub', companyCertified: true };
const uncertifiedMain: AccessSubject = { role: 'enterprise', accountType: 'main', companyCertified: false };
const uncertifiedSub: AccessSubject = { role: 'enterprise', accountType: 'sub', companyCertified: false };
const noRole: AccessSubject = { role: null, accountType: null, companyCertified: false };

/** Who may do what: the table docs/API.md ("What a sub-account may do") states. */
const TABLE: Record<Permission, Array<AccessSubject | null>> = {
  canSeekerAct: [seeker],
  canRecruit: [main, sub, uncertifiedMain, uncertifiedSub],
  canPublish: [main, sub],
  canReadTalent: [main, sub],
  canManageTeam: [main, uncertifiedMain],
  canBuyPlans: [main, uncertifiedMain],
  canEditCompany: [main, uncertifiedMain],
};
const EVERYONE = [null, noRole, seeker, main, sub, uncertifiedMain, uncertifiedSub];

describe('the permission map', () => {
  it('gives each permission to exactly the users the table names', () => {
    for (const permission of PERMISSIONS) {
      for (const subject of EVERYONE) {
        const allowed = TABLE[permission].includes(subject);
        expect([permission, subject, can(subject, permission), permissionsOf(subject)[permission], denialOf(subject, permission) === null]).toEqual([
          permission,
          subject,
          allowed,
          allowed,
          allowed,
        ]);
      }
    }
  });

  it('says why: signed out 401, the wrong role, a sub-account, an uncertified company', () => {
    expect(denialOf(null, 'canBuyPlans')).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(denialOf(seeker, 'canBuyPlans')).toMatchObject({ status: 403, code: 'FORBIDDEN', message: '该功能仅对企业招聘者开放' });
    expect(denialOf(main, 'canSeekerAct')).toMatchObject({ status: 403, code: 'FORBIDDEN', message: '该功能仅对求职者开放' });
    expect(denialOf(sub, 'canBuyPlans')).toMatchObject({ status: 403, code: 'MAIN_ACCOUNT_ONLY', messageId: 'shared.access.plansMainOnly' });
    expect(denialOf(sub, 'canEditCompany')).toMatchObject({ code: 'MAIN_ACCOUNT_ONLY', messageId: 'shared.access.companyMainOnly' });
    expect(denialOf(sub, 'canManageTeam')).toMatchObject({ code: 'MAIN_ACCOUNT_ONLY', message: '只有主账号可以管理子账号' });
    expect(denialOf(uncertifiedSub, 'canPublish')).toMatchObject({ code: 'COMPANY_NOT_CERTIFIED', messageId: 'shared.access.publishUncertified' });
    expect(denialOf(uncertifiedMain, 'canReadTalent')).toMatchObject({ code: 'COMPANY_NOT_CERTIFIED', messageId: 'shared.access.talentUncertified' });
    // A sub-account of an uncertified company is refused buying for being a sub-account (it could never buy).
    expect(denialOf(uncertifiedSub, 'canBuyPlans')?.code).toBe('MAIN_ACCOUNT_ONLY');
  });

  it('a session stored before accounts were told apart counts as a main account (the API still decides)', () => {
    const stored = { role: 'enterprise', companyCertified: true } as AccessSubject;
    expect(permissionsOf(stored).canBuyPlans).toBe(true);
  });

  it('every reason has its text in zh-CN and en-US', () => {
    for (const id of DENIAL_MESSAGE_IDS) {
      expect([id, typeof (zhCN as Record<string, string>)[id]]).toEqual([id, 'string']);
      expect([id, typeof (enUS as Record<string, string>)[id]]).toEqual([id, 'string']);
    }
  });

  it('is plain code the browser can load: no runtime import (no zod), no React', () => {
    const source = readFileSync(new URL('./permissions.ts', import.meta.url), 'utf8');
    const imports = source.split('\n').filter((line) => /^import\b/.test(line));
    expect(imports.every((line) => line.startsWith('import type '))).toBe(true);
  });
});
