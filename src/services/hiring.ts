import type { Applicant, ApplicantsQuery, ApplicantStatusBody, OwnJob } from '@/contract/applicants.ts';
import type { PageResult } from '@/contract/envelope.ts';
import type { TalentCard, TalentQuery } from '@/contract/talent.ts';
import { api, type RequestOptions } from './request/index.ts';

/** The employer's jobs and applicants (/position). */

/** 我的职位 GET /user/enterprise/jobs */
export const queryOwnJobs = () => api.get<OwnJob[]>('/enterprise/jobs');

/** 应聘者 GET /user/enterprise/applicants */
export const queryApplicants = (params: Partial<ApplicantsQuery>) => api.get<PageResult<Applicant>>('/enterprise/applicants', params);

/** 处理投递 POST /user/enterprise/applicants/:id/status (JSON) */
export const moveApplicant = (id: string, body: ApplicantStatusBody, options?: RequestOptions) =>
  api.post<Applicant>(`/enterprise/applicants/${encodeURIComponent(id)}/status`, body, { ...options, requestType: 'json' });

/** 人才库搜索 GET /user/enterprise/talents (cards carry the resume id as their list key) */
export const searchTalents = (params: Partial<TalentQuery>) =>
  api.get<PageResult<TalentCard>>('/enterprise/talents', params).then((page) => ({ ...page, list: page.list.map((card) => ({ ...card, id: card.resumeId })) }));
