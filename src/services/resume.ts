import type { OnlineResume, ResumeModuleBody } from '@/contract/resume.ts';
import type { ResumeCopyBody } from '@/contract/resumeCopy.ts';
import type { ResumeLanguageVersion, ResumeModule } from '@/contract/resumeValues.ts';
import { api, type RequestOptions } from './request/index.ts';

/** The online resume (/onlinecv): one language version at a time, saved module by module. */

/** 在线简历 GET /user/me/resume */
export const getResume = (lang: ResumeLanguageVersion) => api.get<OnlineResume>('/me/resume', { lang });

/** 保存简历模块 PUT /user/me/resume/:module (JSON: list modules carry nested entries) */
export const saveResumeModule = <M extends ResumeModule>(module: M, body: ResumeModuleBody<M>, lang: ResumeLanguageVersion, options?: RequestOptions) =>
  api.put<OnlineResume>(`/me/resume/${module}?lang=${lang}`, body as object, { ...options, requestType: 'json' });

/** 从另一种语言开始 POST /user/me/resume/copy (JSON; issue 26.18) */
export const copyResume = (body: ResumeCopyBody, options?: RequestOptions) =>
  api.post<OnlineResume>('/me/resume/copy', body, { ...options, requestType: 'json' });
