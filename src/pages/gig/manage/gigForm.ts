import type { GigPostingValues } from '@/contract/gig.ts';
import { GIG_SIGNUP_CLOSE_HOURS, shiftTimingIssues } from '@/contract/gigValues.ts';
import type { DistrictCode } from '@/dicts/city.ts';
import type { GigCategory, GigIdentity, GigPayBasis, GigSettlement } from '@/dicts/gig.ts';
import { ERROR_CODES } from '@/contract/envelope.ts';
import { RequestError } from '@/services/request/errors.ts';
import { fenOf } from '@/components/GigOrder/gigOrderValues.ts';

/**
 * The gig form's values and the API's body (docs/API.md, POST /enterprise/gigs). People type money in 元 and
 * duties and notes one per line; the API takes 分 and arrays, and names its refusals by its own fields, which
 * `formFieldOf` maps back onto the form's.
 */
export interface GigFormValues {
  title: string;
  category: GigCategory;
  dutiesText: string;
  pay: { basis: GigPayBasis; amountYuan: number; piecesPerShift?: number | null };
  settlement: GigSettlement;
  shifts: Array<{ date: string; start: string; end: string; breakMinutes: number; headcount: number }>;
  signUpCloseHours: number;
  requirements: { identity: GigIdentity; minAge: number; maxAge?: number | null; healthCertificate: boolean; notesText?: string };
  district: DistrictCode;
  address: string;
  howToGetThere?: string;
  mealsHousing: boolean;
  remote: boolean;
  urgent: boolean;
  autoHire: boolean;
  prepayYuan?: number | null;
  /** Uploaded photos (POST /uploads paths). */
  photos?: string[];
}

const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's values as the API's body: 元 → 分, lines → arrays, the uploaded photos; no video from this form. */
export function postingOf(values: GigFormValues): GigPostingValues {
  return {
    title: values.title.trim(),
    category: values.category,
    duties: lines(values.dutiesText),
    pay: {
      basis: values.pay.basis,
      amountFen: fenOf(values.pay.amountYuan) ?? 0,
      piecesPerShift: values.pay.basis === 'piece' ? (values.pay.piecesPerShift ?? null) : null,
    },
    settlement: values.settlement,
    shifts: values.shifts.map((s) => ({ date: s.date, start: s.start, end: s.end, breakMinutes: s.breakMinutes, headcount: s.headcount })),
    signUpCloseHours: values.signUpCloseHours ?? GIG_SIGNUP_CLOSE_HOURS.default,
    requirements: {
      identity: values.requirements.identity,
      minAge: values.requirements.minAge,
      maxAge: values.requirements.maxAge ?? null,
      healthCertificate: !!values.requirements.healthCertificate,
      notes: lines(values.requirements.notesText),
    },
    district: values.district,
    address: values.address.trim(),
    howToGetThere: values.howToGetThere?.trim() || undefined,
    mealsHousing: !!values.mealsHousing,
    remote: !!values.remote,
    urgent: !!values.urgent,
    autoHire: !!values.autoHire,
    photos: values.photos ?? [],
    video: null,
    prepayFen: fenOf(values.prepayYuan) ?? 0,
  };
}

/** The form field that shows the API's reason for one of its fields. */
export function formFieldOf(apiField: string): string {
  if (apiField === 'pay.amountFen') return 'pay.amountYuan';
  if (/^duties(\.\d+)?$/.test(apiField)) return 'dutiesText';
  if (/^requirements\.notes(\.\d+)?$/.test(apiField)) return 'requirements.notesText';
  if (apiField === 'prepayFen' || apiField === 'amountFen') return apiField.replace('Fen', 'Yuan');
  if (/^photos\.\d+$/.test(apiField)) return 'photos';
  return apiField;
}

/** A 422 with its fields renamed onto the form's; anything else as it was. */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof RequestError) || !error.fields.length) return error;
  return new RequestError(
    error.status,
    error.message,
    error.errorCode,
    error.fields.map((f) => ({ ...f, field: formFieldOf(f.field) })),
    error.retryAfter,
  );
}

/** Shifts in the past or too far ahead, refused before sending as the API would (same rule, same fields). */
export function timingRefusal(values: GigFormValues, now: number): RequestError | null {
  const issues = shiftTimingIssues(values.shifts, now);
  return issues.length ? new RequestError(422, issues[0].message, ERROR_CODES.validation, issues) : null;
}

/** A new shift's defaults: tomorrow (Beijing), 09:00–17:00 with an hour's break. */
export function defaultShift(now: number) {
  const tomorrow = new Date(now + 8 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
  return { date: tomorrow, start: '09:00', end: '17:00', breakMinutes: 60, headcount: 5 };
}
