import type { GigRefusal, GigShiftView } from '@/contract/gig.ts';
import { GIG_ERROR_CODES, shiftRefusal, type GigErrorCode } from '@/contract/gigValues.ts';
import type { MessageId } from '@/locales/types.ts';
import { RequestError } from '@/services/request/errors.ts';

/**
 * Which shifts of a gig the viewer may choose to sign up for, and why not (issue 27: "shown before sending").
 * The API gives a signed-in worker each shift's refusal as it stood when the page loaded; the rules of time and
 * places (started, sign-up closed, full) are the contract's own `shiftRefusal`, run here again so a deadline that
 * passes while the page is open closes the shift, and so a visitor sees them too.
 */

/** Terms and a worker that meet every requirement: only the shift's own timing and places can refuse. */
const ANY_TERMS = { identity: 'any', minAge: 0, maxAge: null, healthCertificate: false } as const;
const ANY_WORKER = { identity: 'worker', healthCertificate: true, birthYear: null } as const;

export interface ShiftChoice {
  /** The viewer already holds a live order on this shift. */
  mine: boolean;
  refusal: GigRefusal | null;
  choosable: boolean;
}

export function shiftChoice(shift: GigShiftView, now: number): ShiftChoice {
  const facts = {
    date: shift.date,
    startAt: Date.parse(shift.startAt),
    endAt: Date.parse(shift.endAt),
    signUpDeadline: Date.parse(shift.signUpDeadline),
    headcount: shift.headcount,
    hired: shift.hired,
  };
  const timing = shiftRefusal(facts, ANY_TERMS, ANY_WORKER, [], now);
  const mine = shift.myOrderId !== null;
  const refusal = timing ?? shift.refusal;
  return { mine, refusal, choosable: !mine && refusal === null };
}

/** The shifts a 409 refused, by id: its `errors` name them as `shiftIds.N`, N the index in what was sent. */
export function refusedShifts(error: unknown, sent: readonly string[]): Map<string, string> {
  const refused = new Map<string, string>();
  if (!(error instanceof RequestError)) return refused;
  for (const { field, message } of error.fields) {
    const match = /^shiftIds\.(\d+)$/.exec(field);
    const id = match ? sent[Number(match[1])] : undefined;
    if (id) refused.set(id, message);
  }
  return refused;
}

/**
 * The way back from signing in names the action and the chosen shifts (`signup.g12-s1,g12-s2`), so the
 * visitor returns to the same choice.
 */
const SIGNUP_ACTION = 'signup';
export const signUpAction = (shiftIds: readonly string[]) => `${SIGNUP_ACTION}.${shiftIds.join(',')}`;
export function resumedShiftIds(action: string | null): string[] | null {
  if (!action || !action.startsWith(`${SIGNUP_ACTION}.`)) return null;
  return action
    .slice(SIGNUP_ACTION.length + 1)
    .split(',')
    .filter(Boolean);
}

/**
 * A refusal in the reader's language. The API writes its reasons in Chinese, with specifics (the overlapping
 * gig's title, the age limit): a zh-CN reader gets them as they are; others read the code's own sentence.
 */
const REFUSAL_IDS: Partial<Record<GigErrorCode, MessageId>> = {
  [GIG_ERROR_CODES.shiftStarted]: 'gig.refusal.started',
  [GIG_ERROR_CODES.signupClosed]: 'gig.refusal.closed',
  [GIG_ERROR_CODES.shiftFull]: 'gig.refusal.full',
  [GIG_ERROR_CODES.profileNeeded]: 'gig.refusal.profile',
  [GIG_ERROR_CODES.requirementUnmet]: 'gig.refusal.requirement',
  [GIG_ERROR_CODES.alreadySignedUp]: 'gig.refusal.already',
  [GIG_ERROR_CODES.overlap]: 'gig.refusal.overlap',
};
export function refusalWords(refusal: GigRefusal, locale: string): { id: MessageId } | { text: string } {
  const id = REFUSAL_IDS[refusal.code];
  return locale.startsWith('zh') || !id ? { text: refusal.message } : { id };
}
