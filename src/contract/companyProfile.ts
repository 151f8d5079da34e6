import { z } from 'zod';
import { DISTRICT_VALUES, type DistrictCode } from '../dicts/city.ts';
import { COMPANY_SIZE_VALUES, INDUSTRY_SUB_VALUES, STAGE_VALUES, type IndustrySub } from '../dicts/company.ts';
import { BENEFIT_VALUES, REST_SCHEDULE_VALUES, type CertificationStatus } from '../dicts/job.ts';
import { CREDIT_CODE_LENGTH, creditCodeProblem, normalizeCreditCode } from './creditCode.ts';
import { COMPANY_ABOUT_MIN, COMPANY_MAX_ADDRESSES, COMPANY_TEXT_MAX } from './postingValues.ts';
import { requiredText } from './text.ts';

/**
 * The employer's own company (/companyInformation): the profile /comdetail shows, and its certification
 * (PRODUCT.md §2). The legal name and the credit code are not edited here: they are what certification checks
 * against the business registry.
 */

const WORK_HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** `PUT /enterprise/company`: the profile. */
export const companyProfileBody = z.object({
  shortName: requiredText('企业简称', COMPANY_TEXT_MAX.shortName, 2),
  industry: z.enum(INDUSTRY_SUB_VALUES as [IndustrySub, ...IndustrySub[]], { error: '请选择所属行业' }),
  size: z.enum(COMPANY_SIZE_VALUES, { error: '请选择人员规模' }),
  stage: z.enum(STAGE_VALUES, { error: '请选择融资阶段' }),
  about: requiredText('企业介绍', COMPANY_TEXT_MAX.about, COMPANY_ABOUT_MIN),
  benefits: z.array(z.enum(BENEFIT_VALUES, { error: '福利选项不正确' })).max(BENEFIT_VALUES.length),
  workHours: z.string({ error: '请填写上班时间' }).trim().regex(WORK_HOURS, { error: '上班时间格式如 09:00-18:00' }),
  restSchedule: z.enum(REST_SCHEDULE_VALUES, { error: '请选择休息安排' }),
  addresses: z
    .array(
      z.object({
        district: z.enum(DISTRICT_VALUES as [DistrictCode, ...DistrictCode[]], { error: '请选择区县' }),
        address: requiredText('详细地址', COMPANY_TEXT_MAX.address, 5),
      }),
    )
    .min(1, { error: '请至少填写一个办公地址' })
    .max(COMPANY_MAX_ADDRESSES, { error: `办公地址最多 ${COMPANY_MAX_ADDRESSES} 个` }),
});
export type CompanyProfileValues = z.infer<typeof companyProfileBody>;

/** `POST /enterprise/company/certification`: the licence's name and code, and its photo (an upload path). */
export const certificationBody = z.object({
  legalName: requiredText('企业全称', COMPANY_TEXT_MAX.legalName, 4),
  creditCode: z
    .string({ error: '请填写统一社会信用代码' })
    .transform(normalizeCreditCode)
    .superRefine((code, ctx) => {
      const problem = creditCodeProblem(code);
      if (problem === 'shape') ctx.addIssue({ code: 'custom', message: `统一社会信用代码为 ${CREDIT_CODE_LENGTH} 位数字或大写字母（不含 I、O、S、V、Z）` });
      if (problem === 'check') ctx.addIssue({ code: 'custom', message: '统一社会信用代码校验位不正确，请核对营业执照' });
    }),
  licence: z.string({ error: '请上传营业执照' }).regex(/^upload\/[\w-]{1,64}\.(png|jpg|webp)$/, { error: '请上传营业执照' }),
});
export type CertificationBody = z.infer<typeof certificationBody>;

export interface CompanyCertification {
  status: CertificationStatus;
  legalName: string;
  creditCode: string | null;
  submittedAt: string | null;
  /** When it was verified or rejected. */
  decidedAt: string | null;
  /** The reviewer's reason when rejected. */
  reason: string | null;
  /** When a verified company must certify again. */
  recheckAt: string | null;
}

/** `GET /enterprise/company` */
export interface OwnCompany {
  /** '' while the company named at sign-up is not on the platform yet (its first profile save creates it). */
  id: string;
  name: string;
  profile: CompanyProfileValues | null;
  certification: CompanyCertification;
  /** Whether new posts may be submitted (certification current). */
  canPublish: boolean;
}
