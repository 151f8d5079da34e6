import { z } from 'zod';
import type { CityCode } from '../dicts/city.ts';
import { CERTIFICATE_VALUES, type VeteranCertificate, type VeteranStatus } from '../dicts/zone.ts';
import { nameField } from './authProfile.ts';
import { VETERAN_COMPANY_FILTERS, VETERAN_JOB_FILTERS } from './filters/veteran.ts';
import { CERTIFICATE_PATTERNS, UPLOAD_FILE_NAME_MAX, UPLOAD_TYPES, type UploadType } from './jobValues.ts';
import { pagingShape, plainText, zodShape } from './params.ts';

export { CERTIFICATE_PATTERNS, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from './jobValues.ts';

/** The veteran zone (/veterans): jobs, veteran-friendly employers, policies, identity verification, uploads. */

export const veteranJobsQuery = z.object({ ...zodShape(VETERAN_JOB_FILTERS), ...pagingShape });
export type VeteranJobsQuery = z.infer<typeof veteranJobsQuery>;

export const veteranCompaniesQuery = z.object({ ...zodShape(VETERAN_COMPANY_FILTERS), ...pagingShape });
export type VeteranCompaniesQuery = z.infer<typeof veteranCompaniesQuery>;

export interface VeteranPolicy {
  id: string;
  kind: 'tax' | 'publicSector' | 'startup' | 'training' | 'service';
  title: string;
  summary: string;
  paragraphs: string[];
  /** The regulation it comes from. */
  basis: string;
}

export interface ServiceStation {
  city: CityCode;
  name: string;
  address: string;
  phone: string;
  hours: string;
}

export interface JobFair {
  id: string;
  title: string;
  mode: 'online' | 'offline';
  city: CityCode | null;
  venue: string | null;
  date: string;
  companyCount: number;
}

export interface VeteranPolicies {
  policies: VeteranPolicy[];
  stations: ServiceStation[];
  fairs: JobFair[];
}

export const veteranApplyBody = z
  .object({
    certificateType: z.enum(CERTIFICATE_VALUES, { error: '请选择证件类型' }),
    certificateNo: z.string({ error: '请填写证件编号' }).trim().toUpperCase(),
    name: nameField,
    /** A path returned by POST /uploads. */
    file: z.string({ error: '请上传证件照片' }).regex(/^upload\/[\w-]{1,64}\.(png|jpg|webp)$/, { error: '请上传证件照片' }),
  })
  .superRefine((body, ctx) => {
    if (!CERTIFICATE_PATTERNS[body.certificateType].test(body.certificateNo)) {
      const hint = body.certificateType === 'discharge' ? '退役证编号为 TY 加 10 位数字' : '优待证编号为 YD 加 12 位数字';
      ctx.addIssue({ code: 'custom', path: ['certificateNo'], message: hint });
    }
  });
export type VeteranApplyBody = z.infer<typeof veteranApplyBody>;

export interface VeteranIdentity {
  status: VeteranStatus;
  certificateType: VeteranCertificate | null;
  /** Masked except the first two and last four characters. */
  certificateNoMasked: string | null;
  name: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  rejectReason: string | null;
}

/** JSON body: a small image as base64 (700 KB at most; POST /uploads takes requests up to 16 MiB, see docs/API.md). */
export const uploadBody = z.object({
  fileName: z
    .string({ error: '缺少文件名' })
    .trim()
    .min(1, { error: '缺少文件名' })
    .max(UPLOAD_FILE_NAME_MAX, { error: '文件名过长' })
    .superRefine(plainText('文件名')),
  contentType: z.enum(UPLOAD_TYPES, { error: '仅支持 PNG、JPEG、WebP 图片' }),
  data: z.string({ error: '缺少文件内容' }).regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: '文件内容须为 base64 编码' }),
});
export type UploadBody = z.infer<typeof uploadBody>;

export interface UploadResult {
  path: string;
  size: number;
  contentType: UploadType;
}
