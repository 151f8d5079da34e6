import { describe, expect, it } from 'vitest';
import { alertBody } from './alert.ts';
import { loginBody, perfectBody } from './auth.ts';
import { nameField as personName } from './authProfile.ts';
import { COMPANY_NAME_MAX, MOBILE_LENGTH, PERSON_NAME_MAX, PERSON_NAME_MIN, SMS_CODE_LENGTH } from './authValues.ts';
import { eligibilityBody } from './gov.ts';
import { jobSearchQuery } from './job.ts';
import {
  ALERT_NAME_MAX,
  ALERT_QUERY_MAX,
  GRASSROOTS_YEARS_MAX,
  KEYWORD_MAX,
  MAX_PAGE_SIZE,
  REPORT_DESCRIPTION_MAX,
  REPORT_DESCRIPTION_MIN,
  UPLOAD_FILE_NAME_MAX,
} from './jobValues.ts';
import { reportBody } from './report.ts';
import { uploadBody } from './veteran.ts';

/**
 * The limits in *Values.ts are the ones the API enforces: each schema takes a value at its limit and refuses
 * one past it. Forms and tests read the same constants, so a change in one place changes all of them.
 */
const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => expect(schema.safeParse(value).success).toBe(true);
const refused = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => expect(schema.safeParse(value).success).toBe(false);
const text = (length: number) => '字'.repeat(length);

describe('contract limits', () => {
  it('names of people and companies', () => {
    ok(personName, text(PERSON_NAME_MIN));
    ok(personName, text(PERSON_NAME_MAX));
    refused(personName, text(PERSON_NAME_MIN - 1));
    refused(personName, text(PERSON_NAME_MAX + 1));
    const enterprise = { role: 'enterprise', name: '王芳', title: '招聘经理', email: 'hr@example.com' };
    ok(perfectBody, { ...enterprise, companyName: text(COMPANY_NAME_MAX) });
    refused(perfectBody, { ...enterprise, companyName: text(COMPANY_NAME_MAX + 1) });
  });

  it('the mobile number and the SMS code', () => {
    const sms = (mobile: string, code: string) => ({ type: 'sms', mobile, code });
    ok(loginBody, sms(`138${'0'.repeat(MOBILE_LENGTH - 3)}`, '1'.repeat(SMS_CODE_LENGTH)));
    refused(loginBody, sms(`138${'0'.repeat(MOBILE_LENGTH - 2)}`, '1'.repeat(SMS_CODE_LENGTH)));
    refused(loginBody, sms(`128${'0'.repeat(MOBILE_LENGTH - 3)}`, '1'.repeat(SMS_CODE_LENGTH)));
    refused(loginBody, sms(`138${'0'.repeat(MOBILE_LENGTH - 3)}`, '1'.repeat(SMS_CODE_LENGTH + 1)));
  });

  it('job alerts and reports', () => {
    ok(alertBody, { name: text(ALERT_NAME_MAX), query: '' });
    refused(alertBody, { name: text(ALERT_NAME_MAX + 1), query: '' });
    refused(alertBody, { name: 'a', query: 'k'.repeat(ALERT_QUERY_MAX + 1) });
    const report = { targetType: 'job', targetId: 'j1', category: 'fee' };
    ok(reportBody, { ...report, description: text(REPORT_DESCRIPTION_MIN) });
    ok(reportBody, { ...report, description: text(REPORT_DESCRIPTION_MAX) });
    refused(reportBody, { ...report, description: text(REPORT_DESCRIPTION_MIN - 1) });
    refused(reportBody, { ...report, description: text(REPORT_DESCRIPTION_MAX + 1) });
  });

  it('search keywords, page sizes, the eligibility answers and uploads', () => {
    ok(jobSearchQuery, { keyword: text(KEYWORD_MAX), pageSize: String(MAX_PAGE_SIZE) });
    refused(jobSearchQuery, { keyword: text(KEYWORD_MAX + 1) });
    refused(jobSearchQuery, { pageSize: String(MAX_PAGE_SIZE + 1) });
    ok(eligibilityBody, { grassrootsYears: String(GRASSROOTS_YEARS_MAX) });
    refused(eligibilityBody, { grassrootsYears: String(GRASSROOTS_YEARS_MAX + 1) });
    const upload = { contentType: 'image/png', data: 'iVBORw==' };
    ok(uploadBody, { ...upload, fileName: `${'a'.repeat(UPLOAD_FILE_NAME_MAX - 4)}.png` });
    refused(uploadBody, { ...upload, fileName: `${'a'.repeat(UPLOAD_FILE_NAME_MAX - 3)}.png` });
  });
});
