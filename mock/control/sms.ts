import type { Db } from '../db/index.ts';
import { controlOf } from './stateControl.ts';

/**
 * A late SMS: with a delay set, a code the API has just sent is held back (as if still in the air) until the
 * state's clock reaches its arrival; signing in with it before then fails the way an unsent code does.
 */
export function holdSentCode(db: Db, mobile: string, now: number) {
  const control = controlOf(db);
  const sent = db.signInLimits.smsCodes.get(mobile);
  if (!control.smsDelayMs || !sent) return;
  db.signInLimits.smsCodes.delete(mobile);
  control.smsInTransit.set(mobile, { ...sent, sentAt: now, arrivesAt: now + control.smsDelayMs });
}

export function deliverDueSms(db: Db, now: number) {
  const control = controlOf(db);
  for (const [mobile, code] of control.smsInTransit) {
    if (code.arrivesAt > now) continue;
    control.smsInTransit.delete(mobile);
    db.signInLimits.smsCodes.set(mobile, { code: code.code, expiresAt: code.expiresAt });
  }
}

export function smsView(db: Db, now: number) {
  const control = controlOf(db);
  const arrived = [...db.signInLimits.smsCodes].map(([mobile, c]) => ({ mobile, code: c.code, arrived: true, arrivesAt: null, expiresAt: iso(c.expiresAt) }));
  const inAir = [...control.smsInTransit].map(([mobile, c]) => ({
    mobile,
    code: c.code,
    arrived: false,
    arrivesAt: iso(c.arrivesAt),
    expiresAt: iso(c.expiresAt),
  }));
  return { delayMs: control.smsDelayMs, now: iso(now), codes: [...arrived, ...inAir] };
}

const iso = (ms: number) => new Date(ms).toISOString();
