import type {
  Applicant,
  ApplicantNotesBody,
  ApplicantsBulkBody,
  ApplicantsBulkResult,
  ApplicantsQuery,
  ApplicantStatusBody,
  OwnJob,
} from '@/contract/applicants.ts';
import type { CertificationBody, CompanyProfileValues, OwnCompany } from '@/contract/companyProfile.ts';
import type { EmployerOverview } from '@/contract/employerOverview.ts';
import type { FeedbackBody, InterviewBody, InterviewView } from '@/contract/interview.ts';
import type { PageResult } from '@/contract/envelope.ts';
import type { InvoiceBody, Membership, OrderBody, PlanOffer } from '@/contract/membership.ts';
import type { ResumeReading } from '@/contract/resumeFiles.ts';
import type { PaymentChannel } from '@/dicts/membership.ts';
import type { OwnJobForm, PostingValues } from '@/contract/posting.ts';
import type { AllotmentBody, SubAccountBody, TeamView } from '@/contract/subAccounts.ts';
import type { TalentCard, TalentGreetResult, TalentMarkBody, TalentQuery } from '@/contract/talent.ts';
import { api, type RequestOptions } from './request/index.ts';

/** The employer's jobs and applicants (/position). */

/** 我的职位 GET /user/enterprise/jobs */
export const queryOwnJobs = () => api.get<OwnJob[]>('/enterprise/jobs');

/** 应聘者 GET /user/enterprise/applicants */
export const queryApplicants = (params: Partial<ApplicantsQuery>) => api.get<PageResult<Applicant>>('/enterprise/applicants', params);

/** 处理投递 POST /user/enterprise/applicants/:id/status (JSON) */
export const moveApplicant = (id: string, body: ApplicantStatusBody, options?: RequestOptions) =>
  api.post<Applicant>(`/enterprise/applicants/${encodeURIComponent(id)}/status`, body, { ...options, requestType: 'json' });

/** 备注与标签（仅本公司可见） PUT /user/enterprise/applicants/:id/notes (JSON) */
export const saveApplicantNotes = (id: string, body: ApplicantNotesBody, options?: RequestOptions) =>
  api.put<Applicant>(`/enterprise/applicants/${encodeURIComponent(id)}/notes`, body, { ...options, requestType: 'json' });

/** 批量处理投递 POST /user/enterprise/applicants/bulk (JSON) */
export const moveApplicants = (body: ApplicantsBulkBody, options?: RequestOptions) =>
  api.post<ApplicantsBulkResult>('/enterprise/applicants/bulk', body, { ...options, requestType: 'json' });

/** 人才库搜索 GET /user/enterprise/talents (cards carry the resume id as their list key) */
export const searchTalents = (params: Partial<TalentQuery>, options?: RequestOptions) =>
  api
    .get<PageResult<TalentCard>>('/enterprise/talents', params, options)
    .then((page) => ({ ...page, list: page.list.map((card) => ({ ...card, id: card.resumeId })) }));

/** 收藏 / 不合适 / 取消标记 PUT /user/enterprise/talents/:resumeId/mark (JSON) */
export const markTalent = (resumeId: string, mark: TalentMarkBody['mark']) =>
  api.put<TalentMarkBody>(`/enterprise/talents/${encodeURIComponent(resumeId)}/mark`, { mark }, { requestType: 'json' });

/** 打招呼（发起沟通） POST /user/enterprise/talents/:resumeId/greet (JSON) */
export const greetTalent = (resumeId: string, body: { jobId: string; text?: string }, options?: RequestOptions) =>
  api.post<TalentGreetResult>(`/enterprise/talents/${encodeURIComponent(resumeId)}/greet`, body, { ...options, requestType: 'json' });

/** 职位详情（编辑用） GET /user/enterprise/jobs/:id */
export const queryOwnJobForm = (id: string) => api.get<OwnJobForm>(`/enterprise/jobs/${encodeURIComponent(id)}`, undefined, { handlesNotFound: true });

/** 草稿 GET /user/enterprise/job-drafts/:id */
export const queryJobDraft = (id: string) => api.get<OwnJobForm>(`/enterprise/job-drafts/${encodeURIComponent(id)}`, undefined, { handlesNotFound: true });

/** 发布职位（提交审核） POST /user/enterprise/jobs (JSON) */
export const createPosting = (body: PostingValues, options?: RequestOptions) => api.post<OwnJob>('/enterprise/jobs', body, { ...options, requestType: 'json' });

/** 修改职位 PUT /user/enterprise/jobs/:id (JSON) */
export const updatePosting = (id: string, body: PostingValues, options?: RequestOptions) =>
  api.put<OwnJob>(`/enterprise/jobs/${encodeURIComponent(id)}`, body, { ...options, requestType: 'json' });

/** 关闭 / 重新开放 POST /user/enterprise/jobs/:id/close|reopen */
export const closePosting = (id: string) => api.post<OwnJob>(`/enterprise/jobs/${encodeURIComponent(id)}/close`);
export const reopenPosting = (id: string, validDays: number) =>
  api.post<OwnJob>(`/enterprise/jobs/${encodeURIComponent(id)}/reopen`, { validDays }, { requestType: 'json' });

/** 删除职位 DELETE /user/enterprise/jobs/:id */
export const deletePosting = (id: string) => api.delete<null>(`/enterprise/jobs/${encodeURIComponent(id)}`);

/** 保存草稿 POST|PUT /user/enterprise/job-drafts[/:id]; 删除 DELETE */
export const saveJobDraft = (id: string | null, values: Record<string, unknown>, options?: RequestOptions) =>
  id
    ? api.put<OwnJob>(`/enterprise/job-drafts/${encodeURIComponent(id)}`, { values }, { ...options, requestType: 'json' })
    : api.post<OwnJob>('/enterprise/job-drafts', { values }, { ...options, requestType: 'json' });
export const deleteJobDraft = (id: string) => api.delete<null>(`/enterprise/job-drafts/${encodeURIComponent(id)}`);

/** 企业信息与认证 GET|PUT /user/enterprise/company, POST /user/enterprise/company/certification */
export const queryOwnCompany = (options?: RequestOptions) => api.get<OwnCompany>('/enterprise/company', undefined, options);
export const saveCompanyProfile = (body: CompanyProfileValues, options?: RequestOptions) =>
  api.put<OwnCompany>('/enterprise/company', body, { ...options, requestType: 'json' });
export const requestCertification = (body: CertificationBody, options?: RequestOptions) =>
  api.post<OwnCompany>('/enterprise/company/certification', body, { ...options, requestType: 'json' });

/** 刷新 / 置顶 / 急聘 (each uses a plan quota) POST /user/enterprise/jobs/:id/refresh|pin|urgent */
export const refreshPosting = (id: string, options?: RequestOptions) =>
  api.post<OwnJob>(`/enterprise/jobs/${encodeURIComponent(id)}/refresh`, undefined, options);
export const pinPosting = (id: string, days: number, options?: RequestOptions) =>
  api.post<OwnJob>(`/enterprise/jobs/${encodeURIComponent(id)}/pin`, { days }, { ...options, requestType: 'json' });
export const urgentPosting = (id: string, options?: RequestOptions) =>
  api.post<OwnJob>(`/enterprise/jobs/${encodeURIComponent(id)}/urgent`, undefined, options);

/** 解锁简历联系方式 (uses a quota) POST /user/resumes/:id/unlock */
export const unlockResume = (id: string, options?: RequestOptions) => api.post<ResumeReading>(`/resumes/${encodeURIComponent(id)}/unlock`, undefined, options);

/** 套餐 GET /user/plans; 会员与额度 GET /user/enterprise/membership */
export const queryPlans = () => api.get<PlanOffer[]>('/plans');
export const queryMembership = () => api.get<Membership>('/enterprise/membership');

/** 下单 / 支付（演示环境模拟） / 取消 / 申请发票 */
export const placeOrder = (body: OrderBody, options?: RequestOptions) => api.post<Membership>('/enterprise/orders', body, { ...options, requestType: 'json' });
export const payOrder = (id: string, channel: PaymentChannel, options?: RequestOptions) =>
  api.post<Membership>(`/enterprise/orders/${encodeURIComponent(id)}/pay`, { channel }, { ...options, requestType: 'json' });
export const cancelOrder = (id: string) => api.post<Membership>(`/enterprise/orders/${encodeURIComponent(id)}/cancel`);
export const requestInvoice = (id: string, body: InvoiceBody, options?: RequestOptions) =>
  api.post<Membership>(`/enterprise/orders/${encodeURIComponent(id)}/invoice`, body, { ...options, requestType: 'json' });

/** 企业中心概览 GET /user/enterprise/overview */
export const queryEmployerOverview = () => api.get<EmployerOverview>('/enterprise/overview');

/** 面试 GET|POST /user/enterprise/interviews; 改期 PUT …/:id/time; 签到 / 爽约 / 评价 / 取消 POST …/:id/checkin|noshow|feedback|cancel */
export const queryInterviews = (params: { from?: string; to?: string }) => api.get<InterviewView[]>('/enterprise/interviews', params);
export const createInterview = (body: InterviewBody, options?: RequestOptions) =>
  api.post<InterviewView>('/enterprise/interviews', body, { ...options, requestType: 'json' });
export const rescheduleInterview = (id: string, at: string, options?: RequestOptions) =>
  api.put<InterviewView>(`/enterprise/interviews/${encodeURIComponent(id)}/time`, { at }, { ...options, requestType: 'json' });
export const checkInInterview = (id: string) => api.post<InterviewView>(`/enterprise/interviews/${encodeURIComponent(id)}/checkin`);
export const markNoShow = (id: string) => api.post<InterviewView>(`/enterprise/interviews/${encodeURIComponent(id)}/noshow`);
export const sendFeedback = (id: string, body: FeedbackBody, options?: RequestOptions) =>
  api.post<InterviewView>(`/enterprise/interviews/${encodeURIComponent(id)}/feedback`, body, { ...options, requestType: 'json' });
export const cancelInterview = (id: string, reason: string, options?: RequestOptions) =>
  api.post<InterviewView>(`/enterprise/interviews/${encodeURIComponent(id)}/cancel`, { reason }, { ...options, requestType: 'json' });

/** 子账号 GET|POST /user/enterprise/members; 分配额度 PUT …/:id/allotment; 停用 / 启用 POST …/:id/disable|enable */
export const queryTeam = () => api.get<TeamView>('/enterprise/members');
export const addSubAccount = (body: SubAccountBody, options?: RequestOptions) =>
  api.post<TeamView>('/enterprise/members', body, { ...options, requestType: 'json' });
export const allotQuotas = (id: string, body: AllotmentBody, options?: RequestOptions) =>
  api.put<TeamView>(`/enterprise/members/${encodeURIComponent(id)}/allotment`, body, { ...options, requestType: 'json' });
export const setSubAccountActive = (id: string, active: boolean) =>
  api.post<TeamView>(`/enterprise/members/${encodeURIComponent(id)}/${active ? 'enable' : 'disable'}`);
