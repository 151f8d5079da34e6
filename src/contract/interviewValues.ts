/**
 * Plain limits of interviews, without zod (the invitation and feedback forms read them at run time; the API
 * validates with interview.ts, which builds its schemas from these and re-exports them).
 */
export const INTERVIEW_LIMITS = {
  place: 120,
  interviewer: 20,
  interviewers: 5,
  notes: 300,
  comment: 500,
  reason: 100,
  daysAhead: 60,
  minutes: 60,
  proposals: 3,
} as const;
export const SCORE_MAX = 5;
