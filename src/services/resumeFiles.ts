import type { PageResult } from '@/contract/envelope.ts';
import type { DeletedResume, ResumeEvent, ResumeReading } from '@/contract/resumeFiles.ts';
import type { ListQuery, Resume } from '@/contract/seeker.ts';
import { mediaUrl } from '@/utils/media.ts';
import { api, type RequestOptions } from './request/index.ts';
import { postWithProgress, type UploadOptions } from './request/upload.ts';

/** Attachment resumes (/uploadcv), reading a resume (/cv) and the "who viewed me" log. */

/** 上传附件简历 POST /user/me/resume-files (JSON, base64; progress via XMLHttpRequest) */
export const uploadResumeFile = (fileName: string, base64: string, options?: UploadOptions) =>
  postWithProgress<Resume>('/me/resume-files', { fileName, data: base64 }, options);

/** 重命名简历 PUT /user/me/resumes/:id */
export const renameResume = (id: string, name: string, options?: RequestOptions) => api.put<Resume>(`/me/resumes/${encodeURIComponent(id)}`, { name }, options);

/** 设为默认简历 POST /user/me/resumes/:id/default */
export const setDefaultResume = (id: string) => api.post<Resume[]>(`/me/resumes/${encodeURIComponent(id)}/default`);

/** 删除附件简历 DELETE /user/me/resumes/:id (undo until `undoUntil`) */
export const deleteResume = (id: string) => api.delete<DeletedResume>(`/me/resumes/${encodeURIComponent(id)}`);

/** 撤销删除 POST /user/me/resumes/:id/restore */
export const restoreResume = (id: string, options?: RequestOptions) => api.post<Resume[]>(`/me/resumes/${encodeURIComponent(id)}/restore`, undefined, options);

/** 简历详情 GET /user/resumes/:id (what this reader may see) */
export const readResume = (id: string, options?: RequestOptions) =>
  api.get<ResumeReading>(`/resumes/${encodeURIComponent(id)}`, undefined, { handlesNotFound: true, ...options });

/** 记录下载/打印 POST /user/resumes/:id/download */
export const logResumeDownload = (id: string) =>
  api.post<{ logged: boolean }>(`/resumes/${encodeURIComponent(id)}/download`, undefined, { skipErrorHandler: true });

/** 谁看过我 GET /user/me/resume-events */
export const queryResumeEvents = (params: ListQuery) => api.get<PageResult<ResumeEvent>>('/me/resume-events', params);

/**
 * A private file (an attachment resume) as a Blob: media paths go through the media helpers (ossHost,
 * ossSuffix) and are fetched on a signed request, since an `<img src>` could not carry the token.
 */
export const fetchPrivateFile = (path: string) => api.blob(new URL(mediaUrl(path), window.location.href).href);
