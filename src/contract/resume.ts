import { z } from 'zod';
import { CITY_VALUES } from '../dicts/city.ts';
import { LANGUAGE_LEVEL_VALUES, RESUME_LANGUAGE_VALUES } from '../dicts/resume.ts';
import { MOBILE_LENGTH, MOBILE_PATTERN } from './authValues.ts';
import { checkBasic, educationEntry, month, preferenceEntry, seekerBasicShape, thisMonth, type PreferenceEntry } from './authProfile.ts';
import { optionalText, requiredText } from './text.ts';
import {
  HTTP_URL_PATTERN,
  MAX_SKILLS_PER_JOB,
  RESUME_LANGUAGES,
  RESUME_MAX_ENTRIES,
  RESUME_TEXT_MAX,
  type ResumeLanguageVersion,
  type ResumeModule,
} from './resumeValues.ts';

/**
 * The online resume: one model for the editor (/onlinecv), the reader (/cv), applications and, later, the
 * enterprise side. Each module is saved on its own (`PUT /me/resume/:module`) and validated here, by the mock
 * (422 with one reason per field, paths like `work.1.end`) and by the form before it submits. The basic
 * module and education extend what /perfect collected, so a seeker who finished the wizard starts with them.
 * Months travel as `YYYY-MM`; a job or project still running has `end: null` (至今).
 */

/** A list module: at most its limit of entries. */
const list = <T extends z.ZodType>(entry: T, module: keyof typeof RESUME_MAX_ENTRIES, label: string) =>
  z.array(entry).max(RESUME_MAX_ENTRIES[module], { error: `${label}最多 ${RESUME_MAX_ENTRIES[module]} 条` });

/** A span of months: the end (null = 至今) neither before the start nor in the future; the start not in the future. */
function checkSpan(entry: { start: string; end: string | null }, ctx: z.RefinementCtx, endLabel: string) {
  const now = thisMonth();
  if (entry.start > now) ctx.addIssue({ code: 'custom', path: ['start'], message: '开始时间不能晚于本月' });
  if (entry.end === null) return;
  if (entry.end < entry.start) ctx.addIssue({ code: 'custom', path: ['end'], message: `${endLabel}不能早于开始时间` });
  else if (entry.end > now) ctx.addIssue({ code: 'custom', path: ['end'], message: `${endLabel}不能晚于本月；仍在进行请选“至今”` });
}

// ---------------------------------------------------------------- modules

/** 基本信息: what /perfect asked, plus how an employer reaches the seeker and where they live. */
export const resumeBasic = z
  .object({
    ...seekerBasicShape,
    phone: z
      .string({ error: '请填写手机号' })
      .trim()
      .regex(MOBILE_PATTERN, { error: `请输入正确的 ${MOBILE_LENGTH} 位手机号` }),
    email: z
      .string({ error: '请填写邮箱' })
      .trim()
      .max(RESUME_TEXT_MAX.email, { error: `邮箱最多 ${RESUME_TEXT_MAX.email} 个字符` })
      .email({ error: '邮箱格式不正确' }),
    city: z.enum(CITY_VALUES as [string, ...string[]], { error: '请选择现居城市' }),
  })
  .superRefine(checkBasic);
export type ResumeBasic = z.infer<typeof resumeBasic>;

export const resumePreferences = list(preferenceEntry, 'preferences', '求职期望').min(1, { error: '至少填写一个求职期望' });

export const resumeStrengths = z.object({ text: requiredText('个人优势', RESUME_TEXT_MAX.strengths) });

export const workEntry = z
  .object({
    company: requiredText('公司名称', RESUME_TEXT_MAX.company, 2),
    title: requiredText('职位名称', RESUME_TEXT_MAX.title, 2),
    department: optionalText('所在部门', RESUME_TEXT_MAX.department),
    start: month('请选择入职时间'),
    end: month('请选择离职时间').nullable(),
    duties: requiredText('工作内容', RESUME_TEXT_MAX.duties, 10),
    results: optionalText('工作业绩', RESUME_TEXT_MAX.results),
    skills: z
      .array(requiredText('技能标签', RESUME_TEXT_MAX.skill))
      .max(MAX_SKILLS_PER_JOB, { error: `技能标签最多 ${MAX_SKILLS_PER_JOB} 个` })
      .refine((tags) => new Set(tags).size === tags.length, { error: '技能标签不能重复' })
      .default([]),
  })
  .superRefine((entry, ctx) => checkSpan(entry, ctx, '离职时间'));
export type WorkEntry = z.infer<typeof workEntry>;

export const projectEntry = z
  .object({
    name: requiredText('项目名称', RESUME_TEXT_MAX.projectName, 2),
    role: requiredText('担任角色', RESUME_TEXT_MAX.projectRole),
    start: month('请选择开始时间'),
    end: month('请选择结束时间').nullable(),
    description: requiredText('项目描述', RESUME_TEXT_MAX.projectDescription, 10),
  })
  .superRefine((entry, ctx) => checkSpan(entry, ctx, '结束时间'));
export type ProjectEntry = z.infer<typeof projectEntry>;

/** Education as /perfect has it, and whether it was full-time study (统招). */
export const resumeEducationEntry = z.intersection(educationEntry, z.object({ fullTime: z.boolean({ error: '请选择是否为全日制' }) }));
export type ResumeEducationEntry = z.infer<typeof resumeEducationEntry>;

export const certificateEntry = z.object({
  name: requiredText('证书名称', RESUME_TEXT_MAX.certificate, 2),
  obtained: month('请选择获得时间').refine((m) => m <= thisMonth(), { error: '获得时间不能晚于本月' }),
});
export type CertificateEntry = z.infer<typeof certificateEntry>;

export const languageEntry = z.object({
  language: z.enum(RESUME_LANGUAGE_VALUES, { error: '请选择语言' }),
  level: z.enum(LANGUAGE_LEVEL_VALUES, { error: '请选择掌握程度' }),
});
export type LanguageEntry = z.infer<typeof languageEntry>;

/** A portfolio link: https only (or http), never a script URL. */
export const linkEntry = z.object({
  title: requiredText('链接名称', RESUME_TEXT_MAX.linkTitle),
  url: z
    .string({ error: '请填写链接地址' })
    .trim()
    .max(RESUME_TEXT_MAX.url, { error: `链接最多 ${RESUME_TEXT_MAX.url} 个字符` })
    .refine((value) => HTTP_URL_PATTERN.test(value), { error: '请填写以 http:// 或 https:// 开头的链接' }),
});
export type LinkEntry = z.infer<typeof linkEntry>;

const unique =
  <T>(key: (entry: T) => string, message: string) =>
  (entries: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const k = key(entry);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [index], message });
      seen.add(k);
    });
  };

/** A list module's body: the whole list as `entries`, so field paths (`entries.1.end`) match a Form.List's names. */
const entries = <T extends z.ZodType>(schema: T) => z.object({ entries: schema });

/** The body of `PUT /me/resume/:module`, per module; a list module sends the whole list. */
export const resumeModuleBody = {
  basic: resumeBasic,
  preferences: entries(resumePreferences),
  strengths: resumeStrengths,
  work: entries(list(workEntry, 'work', '工作经历')),
  projects: entries(list(projectEntry, 'projects', '项目经历')),
  education: entries(list(resumeEducationEntry, 'education', '教育经历')),
  certificates: entries(list(certificateEntry, 'certificates', '证书').superRefine(unique((c) => c.name, '证书重复'))),
  languages: entries(list(languageEntry, 'languages', '语言能力').superRefine(unique((l) => l.language, '这门语言已经填写过'))),
  links: entries(list(linkEntry, 'links', '作品链接').superRefine(unique((l) => l.url, '链接重复'))),
} as const satisfies Record<ResumeModule, z.ZodType>;
export type ResumeModuleBody<M extends ResumeModule> = z.infer<(typeof resumeModuleBody)[M]>;

/** `lang` of the resume endpoints: which of the two versions (Chinese by default). */
export const resumeLangQuery = z.object({
  lang: z.enum(RESUME_LANGUAGES, { error: '简历语言只能是 zh-CN 或 en-US' }).default('zh-CN'),
});

/** A resume's modules; a module never filled is null (basic, strengths) or an empty list. */
export interface ResumeContent {
  basic: ResumeBasic | null;
  preferences: PreferenceEntry[];
  strengths: z.infer<typeof resumeStrengths> | null;
  work: WorkEntry[];
  projects: ProjectEntry[];
  education: ResumeEducationEntry[];
  certificates: CertificateEntry[];
  languages: LanguageEntry[];
  links: LinkEntry[];
}

export const emptyResumeContent = (): ResumeContent => ({
  basic: null,
  preferences: [],
  strengths: null,
  work: [],
  projects: [],
  education: [],
  certificates: [],
  languages: [],
  links: [],
});

/** `GET /me/resume` and every `PUT /me/resume/:module`: one language version of the seeker's resume. */
export interface OnlineResume {
  /** The id applications carry (`cv-<user>-online`, `cv-<user>-online-en`). */
  id: string;
  lang: ResumeLanguageVersion;
  content: ResumeContent;
  /** 0–100 and the modules still missing, most valuable first (resumeCompleteness.ts). */
  completeness: { score: number; missing: ResumeModule[] };
  /** null until the first module is saved. */
  updatedAt: string | null;
}
