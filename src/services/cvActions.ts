import type { Colleague, ForwardResult, ForwardResumeBody } from '@/contract/cvActions.ts';
import { api, type RequestOptions } from './request/index.ts';

/** 转发同事 on /cv (issue 26.11). */

/** The company's other recruiter accounts: GET /user/enterprise/colleagues */
export const queryColleagues = () => api.get<Colleague[]>('/enterprise/colleagues');

/** POST /user/resumes/:id/forward */
export const forwardResume = (id: string, body: ForwardResumeBody, options?: RequestOptions) =>
  api.post<ForwardResult>(`/resumes/${encodeURIComponent(id)}/forward`, body, { ...options, requestType: 'json' });
