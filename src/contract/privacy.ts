import { z } from 'zod';
import { RESUME_VISIBILITY_VALUES, type ResumeVisibility } from '../dicts/resume.ts';
import { MAX_BLOCKED_COMPANIES, NAME_DISPLAY_VALUES, TIME_PATTERN, type NameDisplay } from './privacyValues.ts';

/**
 * Privacy settings (/privacySet): who may read the resume, blocked companies (with their related companies),
 * hiding 猎头/外包/派遣 jobs from search by default, how the name shows, a virtual number for employers, online
 * status, personalised recommendations and do-not-disturb hours. The mock enforces each one (docs/API.md).
 */

export interface DoNotDisturb {
  enabled: boolean;
  start: string;
  end: string;
}

/** What `PUT /me/privacy` accepts: any subset of the settings. */
export const privacyBody = z
  .object({
    visibility: z.enum(RESUME_VISIBILITY_VALUES, { error: '请选择简历可见范围' }),
    hideAgenciesByDefault: z.boolean({ error: '请选择是否默认屏蔽中介职位' }),
    nameDisplay: z.enum(NAME_DISPLAY_VALUES, { error: '请选择姓名显示方式' }),
    virtualPhone: z.boolean({ error: '请选择是否使用隐私号' }),
    showOnline: z.boolean({ error: '请选择是否显示在线状态' }),
    personalized: z.boolean({ error: '请选择是否开启个性化推荐' }),
    doNotDisturb: z
      .object({
        enabled: z.boolean(),
        start: z.string().regex(TIME_PATTERN, { error: '开始时间格式应为 HH:mm' }),
        end: z.string().regex(TIME_PATTERN, { error: '结束时间格式应为 HH:mm' }),
      })
      .refine((d) => d.start !== d.end, { error: '开始和结束时间不能相同', path: ['end'] }),
  })
  .partial();
export type PrivacyBody = z.infer<typeof privacyBody>;

/** `POST /me/privacy/blocked`: block a company, and (by default) the companies related to it. */
export const blockBody = z.object({
  companyId: z.string({ error: '请选择要屏蔽的公司' }).regex(/^c\d{1,6}$/, { error: '请选择要屏蔽的公司' }),
  includeRelated: z.boolean().default(true),
});
export type BlockBody = z.infer<typeof blockBody>;

export interface CompanyRef {
  id: string;
  name: string;
  logo: string;
}

export interface BlockedCompany {
  company: CompanyRef;
  includeRelated: boolean;
  /** Companies of the same group (shareholding), blocked along when `includeRelated`. */
  related: CompanyRef[];
  blockedAt: string;
}

/** `GET /me/privacy`: every setting, and the blocked companies resolved to names. */
export interface PrivacySettings {
  visibility: ResumeVisibility;
  blocked: BlockedCompany[];
  hideAgenciesByDefault: boolean;
  nameDisplay: NameDisplay;
  virtualPhone: boolean;
  showOnline: boolean;
  personalized: boolean;
  doNotDisturb: DoNotDisturb;
}

export { MAX_BLOCKED_COMPANIES };
