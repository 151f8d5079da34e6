import type { Role } from './auth.ts';

/**
 * Who may do what: one map for the API (the mock's routes check it) and the pages (they hide what the user may
 * not do, and say why). Pure functions of the signed-in user's facts, no React and no zod, so the browser, the
 * mock and the app's access layer all read the same rules (docs/API.md, "Tenant rules").
 *
 * An enterprise user is the company's main account (it keeps the money and the company: plans, orders,
 * payments, invoices, the company profile and certification, the team) or a sub-account the main account added
 * (a recruiter: posts, applicants, interviews, talent, within its share of the quotas). Publishing and reading
 * talent need a company whose certification is current.
 */

/** The main account of a company, or a recruiter it added. */
export type AccountType = 'main' | 'sub';

/** The facts the permissions are computed from; the signed-in user (`UnionUser`) carries all three. */
export interface AccessSubject {
  /** null until the new user has chosen on /perfect. */
  role: Role | null;
  /** Enterprise users: main or sub account; null for a seeker or before the role is chosen. */
  accountType: AccountType | null;
  /** Enterprise users: the company's certification is current (verified, not due for its re-check). */
  companyCertified: boolean;
}

export const PERMISSIONS = ['canSeekerAct', 'canRecruit', 'canPublish', 'canReadTalent', 'canManageTeam', 'canBuyPlans', 'canEditCompany'] as const;
/**
 * - `canSeekerAct`: a job seeker's actions (apply, save, resume, privacy).
 * - `canRecruit`: any recruiter's work (posts, applicants, interviews, chat), main or sub account.
 * - `canPublish`: send a post for review, edit or reopen one: a certified company.
 * - `canReadTalent`: search the talent pool, open resumes, unlock contacts: a certified company.
 * - `canManageTeam`: add, allot, stop and restart sub-accounts: the main account.
 * - `canBuyPlans`: plans, orders, payments, cancelling orders, invoices (and reading them: they carry the tax
 *   number and the finance e-mail): the main account.
 * - `canEditCompany`: the company profile and its certification: the main account.
 */
export type Permission = (typeof PERMISSIONS)[number];
export type Permissions = Record<Permission, boolean>;

/** What a permission needs, checked in this order: the first one unmet is the reason. */
type Requirement = 'signedIn' | 'seeker' | 'enterprise' | 'mainAccount' | 'certified';

const REQUIRES: Record<Permission, readonly Requirement[]> = {
  canSeekerAct: ['signedIn', 'seeker'],
  canRecruit: ['signedIn', 'enterprise'],
  canPublish: ['signedIn', 'enterprise', 'certified'],
  canReadTalent: ['signedIn', 'enterprise', 'certified'],
  canManageTeam: ['signedIn', 'enterprise', 'mainAccount'],
  canBuyPlans: ['signedIn', 'enterprise', 'mainAccount'],
  canEditCompany: ['signedIn', 'enterprise', 'mainAccount'],
};

function meets(subject: AccessSubject | null, requirement: Requirement): boolean {
  if (!subject) return false;
  switch (requirement) {
    case 'signedIn':
      return true;
    case 'seeker':
      return subject.role === 'seeker';
    case 'enterprise':
      return subject.role === 'enterprise';
    // A session stored before accounts were told apart has no type: the API still decides each request.
    case 'mainAccount':
      return subject.accountType !== 'sub';
    case 'certified':
      return subject.companyCertified;
  }
}

/** Every permission of a user (null: signed out). */
export function permissionsOf(subject: AccessSubject | null): Permissions {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, REQUIRES[p].every((r) => meets(subject, r))])) as Permissions;
}

export const can = (subject: AccessSubject | null, permission: Permission): boolean => REQUIRES[permission].every((r) => meets(subject, r));

/** The `errorCode` of a refusal (the HTTP status is in the denial). */
export const ACCESS_ERROR_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  /** The wrong role (a seeker on an employer route, or the other way round): the generic 403 code. */
  wrongRole: 'FORBIDDEN',
  mainAccountOnly: 'MAIN_ACCOUNT_ONLY',
  companyNotCertified: 'COMPANY_NOT_CERTIFIED',
} as const;
export type AccessErrorCode = (typeof ACCESS_ERROR_CODES)[keyof typeof ACCESS_ERROR_CODES];

/**
 * Why a permission is refused: the API's status, code and (Chinese, user-facing) message, and the message id
 * the pages show (src/locales, `shared.access.*`).
 */
export interface PermissionDenial {
  permission: Permission;
  status: 401 | 403;
  code: AccessErrorCode;
  message: string;
  messageId: DenialMessageId;
}

/** One reason per (permission, unmet requirement) that can occur. */
const REASONS = {
  signIn: { status: 401, code: ACCESS_ERROR_CODES.unauthenticated, message: '登录已超时，请重新登录' },
  seekerOnly: { status: 403, code: ACCESS_ERROR_CODES.wrongRole, message: '该功能仅对求职者开放' },
  enterpriseOnly: { status: 403, code: ACCESS_ERROR_CODES.wrongRole, message: '该功能仅对企业招聘者开放' },
  teamMainOnly: { status: 403, code: ACCESS_ERROR_CODES.mainAccountOnly, message: '只有主账号可以管理子账号' },
  plansMainOnly: { status: 403, code: ACCESS_ERROR_CODES.mainAccountOnly, message: '套餐、订单、支付和发票由公司主账号管理，子账号不能办理：请联系主账号' },
  companyMainOnly: { status: 403, code: ACCESS_ERROR_CODES.mainAccountOnly, message: '企业资料和企业认证由公司主账号管理，子账号不能修改：请联系主账号' },
  publishUncertified: { status: 403, code: ACCESS_ERROR_CODES.companyNotCertified, message: '企业认证通过后才能发布职位：请先在“企业信息”提交营业执照' },
  talentUncertified: {
    status: 403,
    code: ACCESS_ERROR_CODES.companyNotCertified,
    message: '企业认证通过后才能查看人才库和简历、解锁联系方式：请先在“企业信息”完成认证',
  },
} as const satisfies Record<string, { status: 401 | 403; code: AccessErrorCode; message: string }>;
type ReasonKey = keyof typeof REASONS;
/** The locale keys of the reasons (zh-CN and en-US both have them; a test checks). */
export type DenialMessageId = `shared.access.${ReasonKey}`;
export const DENIAL_MESSAGE_IDS = Object.keys(REASONS).map((key) => `shared.access.${key}` as DenialMessageId);

function reasonKey(permission: Permission, requirement: Requirement): ReasonKey {
  switch (requirement) {
    case 'signedIn':
      return 'signIn';
    case 'seeker':
      return 'seekerOnly';
    case 'enterprise':
      return 'enterpriseOnly';
    case 'mainAccount':
      return permission === 'canManageTeam' ? 'teamMainOnly' : permission === 'canBuyPlans' ? 'plansMainOnly' : 'companyMainOnly';
    case 'certified':
      return permission === 'canPublish' ? 'publishUncertified' : 'talentUncertified';
  }
}

/** Why the user may not do it, or null when they may. */
export function denialOf(subject: AccessSubject | null, permission: Permission): PermissionDenial | null {
  const unmet = REQUIRES[permission].find((r) => !meets(subject, r));
  if (!unmet) return null;
  const key = reasonKey(permission, unmet);
  return { permission, ...REASONS[key], messageId: `shared.access.${key}` };
}
