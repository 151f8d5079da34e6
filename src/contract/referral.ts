import { z } from 'zod';
import { nameField } from './authProfile.ts';
import { MOBILE_LENGTH, MOBILE_PATTERN } from './authValues.ts';
import { pagingShape, text } from './params.ts';
import { REFERRAL_LIMITS } from './referralValues.ts';

/**
 * Referrals (人才推荐, /joinUs; docs/API.md "Referrals"). The plain values and view types are in
 * ./referralValues.ts, for the browser; they are re-exported here.
 */
export * from './referralValues.ts';

/** `GET /referrals/bounties`: paging and an optional keyword (title or company). */
export const bountyQuery = z.object({ ...pagingShape, keyword: text('关键词', 30) });
export type BountyQuery = z.infer<typeof bountyQuery>;

const jobId = z.string({ error: '请选择悬赏职位' }).regex(/^j\d{1,9}$/, { error: '职位编号格式不正确' });

/**
 * `POST /referrals` (JSON). 推荐他人: the person's name and mobile (they get a text asking for their consent) and
 * the referrer's confirmation that the person knows and wants it. 推荐自己: one of the caller's own resumes.
 */
export const referralBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('other'),
      jobId,
      name: nameField,
      mobile: z
        .string({ error: '请填写手机号' })
        .trim()
        .regex(MOBILE_PATTERN, { error: `请输入正确的 ${MOBILE_LENGTH} 位手机号` }),
      note: text('推荐理由', REFERRAL_LIMITS.note),
      informed: z.literal(true, { error: '请先告知被推荐人，并确认 TA 愿意被推荐' }),
    }),
    z.object({ kind: z.literal('self'), jobId, resumeId: z.string({ error: '请选择简历' }).regex(/^[\w-]{1,40}$/, { error: '所选简历不存在' }) }),
  ],
  { error: '请选择推荐他人或推荐自己' },
);
export type ReferralBody = z.infer<typeof referralBody>;

/** `POST /referral-invites/:code/answer` (JSON): the referred person's answer; `fake` with a no says it is a false referral. */
export const inviteAnswerBody = z
  .object({ accept: z.boolean({ error: '请选择同意或拒绝' }), fake: z.boolean({ error: '请选择是否举报虚假推荐' }).optional() })
  .refine((b) => !(b.accept && b.fake), { error: '同意推荐时不能同时举报虚假推荐', path: ['fake'] });
export type InviteAnswerBody = z.infer<typeof inviteAnswerBody>;
