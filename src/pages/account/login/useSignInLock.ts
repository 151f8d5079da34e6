import { useCallback, useState } from 'react';
import { AUTH_ERROR_CODES } from '@/contract/authValues.ts';
import type { MessageId } from '@/locales/types.ts';
import { RequestError } from '@/services/request/errors.ts';
import { useCountdown } from '@/hooks/useCountdown.ts';

/**
 * The API's sign-in limits as the login page shows them: a 429 with `retryAfter` becomes a lock with its reason
 * and a live countdown, and the form's buttons stay disabled until it ends. A lock on a number applies while that
 * number is in the field; a lock on the client (or a cap on codes) applies whatever the number.
 */
export interface SignInLock {
  /** Why, in the user's language (the API's own sentence for a code this page does not know). */
  reason: MessageId | string;
  /** `all`: signing in is refused; `sms`: only sending codes is. */
  scope: 'all' | 'sms';
  secondsLeft: number;
}

const REASONS: Partial<Record<string, MessageId>> = {
  [AUTH_ERROR_CODES.locked]: 'account.limit.LOGIN_LOCKED',
  [AUTH_ERROR_CODES.clientLimited]: 'account.limit.CLIENT_RATE_LIMITED',
  [AUTH_ERROR_CODES.smsDailyLimit]: 'account.limit.SMS_DAILY_LIMIT',
};

interface HeldLock {
  reason: MessageId | string;
  scope: 'all' | 'sms';
  /** null: whatever the number. */
  mobile: string | null;
}

export function useSignInLock(mobile: string | undefined) {
  const [held, setHeld] = useState<HeldLock | null>(null);
  const { left, start } = useCountdown();

  /**
   * Looks at a failure of sending a code (`send`) or of signing in (`login`) for `forMobile`; returns true when
   * it was a lock, now shown. A resend that came too early is the resend button's business, not a lock.
   */
  const noteFailure = useCallback(
    (error: unknown, forMobile: string, origin: 'send' | 'login'): boolean => {
      if (!(error instanceof RequestError) || error.status !== 429 || !error.retryAfter) return false;
      if (error.errorCode === AUTH_ERROR_CODES.smsTooFrequent) return false;
      const perClient = error.errorCode === AUTH_ERROR_CODES.clientLimited;
      setHeld({
        reason: REASONS[error.errorCode ?? ''] ?? error.message,
        scope: error.errorCode === AUTH_ERROR_CODES.locked || (perClient && origin === 'login') ? 'all' : 'sms',
        mobile: perClient ? null : forMobile,
      });
      start(error.retryAfter);
      return true;
    },
    [start],
  );

  const applies = held && left > 0 && (held.mobile === null || held.mobile === mobile);
  const lock: SignInLock | null = applies ? { reason: held.reason, scope: held.scope, secondsLeft: left } : null;
  return { lock, noteFailure };
}
