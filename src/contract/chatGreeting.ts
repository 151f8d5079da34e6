import { z } from 'zod';
import { GREETING_TEXT_MAX } from './chatValues.ts';
import { plainText } from './params.ts';

/**
 * Greetings (打招呼语, issue 26 item 10). A seeker's is sent as their first message when 立即沟通 opens a
 * conversation (unless they turned it off); a recruiter's is the text the talent pool's 打招呼 proposes, edited
 * before it goes. Each user keeps their own (`GET` / `PUT /chat/greeting`); one who never saved any has their
 * side's default, a recruiter's written in their own name and about the chosen post.
 */

export const greetingText = z
  .string({ error: '请填写打招呼语' })
  .trim()
  .min(1, { error: '打招呼语不能为空' })
  .max(GREETING_TEXT_MAX, { error: `打招呼语最多 ${GREETING_TEXT_MAX} 字` })
  .superRefine(plainText('打招呼语', { multiline: true }));

/** `PUT /chat/greeting`. `enabled` is the seeker's 立即沟通 sending it; a recruiter's greeting is always sent. */
export const greetingBody = z.object({ enabled: z.boolean({ error: '请选择是否自动发送打招呼语' }), text: greetingText });
export type GreetingBody = z.infer<typeof greetingBody>;

/** `GET /chat/greeting`: a recruiter names the post the default is about (one of the company's; another is ignored). */
export const greetingQuery = z.object({
  jobId: z
    .string()
    .regex(/^j\d{1,7}$/, { error: '职位编号不正确' })
    .optional(),
});

export interface ChatGreeting {
  enabled: boolean;
  text: string;
  /** The user saved it (else it is their side's default). */
  custom: boolean;
}
