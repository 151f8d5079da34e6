import { describe, expect, it } from 'vitest';
import { replyTimeMessage } from './replyTime.ts';

describe('replyTimeMessage', () => {
  it('uses minutes below an hour, at least 1', () => {
    expect(replyTimeMessage(0)).toEqual({ id: 'job.recruiter.minutes', values: { n: 1 } });
    expect(replyTimeMessage(42)).toEqual({ id: 'job.recruiter.minutes', values: { n: 42 } });
  });
  it('uses hours below a day and days beyond', () => {
    expect(replyTimeMessage(150)).toEqual({ id: 'job.recruiter.hours', values: { n: 3 } });
    expect(replyTimeMessage(60 * 24 * 2)).toEqual({ id: 'job.recruiter.days', values: { n: 2 } });
  });
});
