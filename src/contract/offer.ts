import { z } from 'zod';
import { OFFER_LIMITS, type OfferStatus } from './offerValues.ts';
import { optionalText, requiredText } from './text.ts';

/**
 * Offers and the hire (PRODUCT.md §2: INTERVIEWING → OFFERED → HIRED). An offer is a record with its terms (pay,
 * start date, place) and an answer deadline; the seeker accepts or declines it (/percenter, or its chat card); a
 * hire follows only an accepted offer: the company marks 已入职 on or after the start date, and the seeker confirms
 * it (or says it is wrong). The plain limits are in ./offerValues.ts, for the browser; they are re-exported here.
 */
export * from './offerValues.ts';

/** A calendar day that exists (2026-02-30 does not), as YYYY-MM-DD. */
const isDay = (v: string) => {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T00:00:00Z`) : NaN;
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(v);
};
const beijingDate = (label: string) =>
  z.string({ error: `请选择${label}` }).superRefine((v, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) ctx.addIssue({ code: 'custom', message: `${label}格式应为 YYYY-MM-DD` });
    else if (!isDay(v)) ctx.addIssue({ code: 'custom', message: `${label}不是有效的日期` });
  });

/** `POST /enterprise/applicants/:id/offer`: the terms. Dates are Beijing calendar days; the offer expires at the end of `expiresOn`. */
export const offerBody = z
  .object({
    monthlyPay: z
      .number({ error: '请填写月薪' })
      .int({ error: '月薪请填写整数（元）' })
      .min(OFFER_LIMITS.payMin, { error: `月薪不低于 ${OFFER_LIMITS.payMin} 元` })
      .max(OFFER_LIMITS.payMax, { error: `月薪不高于 ${OFFER_LIMITS.payMax} 元` }),
    months: z
      .number({ error: '请填写薪数' })
      .int({ error: '薪数请填写整数' })
      .min(OFFER_LIMITS.monthsMin, { error: `薪数为 ${OFFER_LIMITS.monthsMin}–${OFFER_LIMITS.monthsMax} 薪` })
      .max(OFFER_LIMITS.monthsMax, { error: `薪数为 ${OFFER_LIMITS.monthsMin}–${OFFER_LIMITS.monthsMax} 薪` }),
    startDate: beijingDate('入职日期'),
    place: requiredText('工作地点', OFFER_LIMITS.place, 2),
    expiresOn: beijingDate('答复截止日期'),
    note: optionalText('补充说明', OFFER_LIMITS.note),
  })
  .refine((b) => !isDay(b.startDate) || !isDay(b.expiresOn) || b.startDate >= b.expiresOn, { error: '入职日期不能早于答复截止日期', path: ['startDate'] });
export type OfferBody = z.infer<typeof offerBody>;

/** `POST /me/applications/:id/offer` and the chat card's `…/cards/:seq/offer`: the seeker's answer. */
export const offerAnswerBody = z.object({ accept: z.boolean({ error: '请选择接受或拒绝' }) });
export type OfferAnswerBody = z.infer<typeof offerAnswerBody>;

/** `POST /me/applications/:id/hire`: the seeker confirms the company's 已入职, or says it is not so. */
export const hireConfirmBody = z.object({ confirm: z.boolean({ error: '请选择确认或否认' }) });
export type HireConfirmBody = z.infer<typeof hireConfirmBody>;

/** An offer as both sides read it (the application's current one on /percenter and /position; a chat card's own). */
export interface OfferView {
  id: string;
  monthlyPay: number;
  months: number;
  /** Beijing dates, YYYY-MM-DD. */
  startDate: string;
  place: string;
  /** The end of the answer deadline's day, Beijing time (ISO). */
  expiresAt: string;
  note: string | null;
  status: OfferStatus;
  sentAt: string;
  answeredAt: string | null;
  /** The company marked 已入职 (null until then, or after the seeker disputed it). */
  hireMarkedAt: string | null;
  /** The seeker confirmed it: the application is `hired`. */
  hireConfirmedAt: string | null;
}

/** An offer in the chat: its terms and state as they are now; the seeker answers the application's current one. */
export interface OfferCard {
  type: 'offer';
  applicationId: string;
  /** Whether this is the application's latest offer (an older one shows how it ended). */
  current: boolean;
  offer: OfferView;
}
