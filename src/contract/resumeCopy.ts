import { z } from 'zod';
import { RESUME_LANGUAGES } from './resumeValues.ts';

/**
 * `POST /me/resume/copy` (issue 26.18): a language version starts from the other one — the English resume from
 * the Chinese — so the seeker translates instead of typing everything again. `from` is the version copied; the
 * other one receives it. A version already saved is replaced only with `overwrite: true`.
 */
export const resumeCopyBody = z.object({
  from: z.enum(RESUME_LANGUAGES, { error: '简历语言只能是 zh-CN 或 en-US' }),
  overwrite: z.boolean({ error: 'overwrite 只能是 true 或 false' }).optional(),
});
export type ResumeCopyBody = z.infer<typeof resumeCopyBody>;
