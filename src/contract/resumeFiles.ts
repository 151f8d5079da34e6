import { z } from 'zod';
import type { RecruiterActivity } from '../dicts/activity.ts';
import type { CvRelation } from './cvActions.ts';
import type { ResumeContent } from './resume.ts';
import { plainText } from './params.ts';
import { RESUME_NAME_MAX, type ResumeFileType } from './resumeFileValues.ts';
import type { ServerMessage } from './serverText/types.ts';

/**
 * Attachment resumes (/uploadcv) and reading a resume (/cv): the bodies the API validates and the shapes it
 * answers with. Limits live in resumeFileValues.ts (no zod, for the page).
 */

const displayName = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { error: `请填写${label}` })
    .max(RESUME_NAME_MAX, { error: `${label}最多 ${RESUME_NAME_MAX} 个字` })
    .superRefine(plainText(label));

/**
 * JSON body of `POST /me/resume-files`: the file's name (its extension says the type the bytes must have) and
 * the bytes as base64. The request may be 16 MiB (a 10 MB file as base64 is 13.4 MB).
 */
export const resumeFileBody = z.object({
  fileName: displayName('文件名'),
  data: z.string({ error: '缺少文件内容' }).regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: '文件内容须为 base64 编码' }),
});
export type ResumeFileBody = z.infer<typeof resumeFileBody>;

/** `PUT /me/resumes/:id`: a new display name. */
export const renameResumeBody = z.object({ name: displayName('简历名称') });
export type RenameResumeBody = z.infer<typeof renameResumeBody>;

/** `DELETE /me/resumes/:id`: the attachment is gone from every list, and can come back until `undoUntil`. */
export interface DeletedResume {
  id: string;
  undoUntil: string;
}

/** Who reads a resume: its owner sees everything; an employer sees what the seeker's privacy allows. */
export type ResumeAudience = 'owner' | 'employer';

/** `GET /resumes/:id`: a resume as its reader may see it. */
export interface ResumeReading {
  id: string;
  kind: 'online' | 'attachment';
  /** The display name; for an employer it carries the masked name (张先生的简历), never the real one. */
  name: string;
  /** An employer's title as a server message (`resume.title`, `resume.attachmentTitle`: 张先生的简历 / Mr. 张's resume); null for the owner's own name. */
  nameMessage?: ServerMessage | null;
  audience: ResumeAudience;
  updatedAt: string;
  /** Online resumes; for an employer `basic.name` is masked and phone and email are empty while `contactHidden`. */
  content: ResumeContent | null;
  /** Attachments: the media path (`resume/<hex>.<ext>`), type and size. */
  file: { path: string; type: ResumeFileType; size: number } | null;
  /** True when the employer may not see phone or email yet (no exchange, not unlocked). */
  contactHidden: boolean;
  /** True when the phone shown is the platform's forwarding number (隐私号), not the seeker's own. */
  phoneVirtual: boolean;
  /** Employers: the company's relation to the candidate (its mark, an application to invite, a conversation); null for the owner. */
  relation: CvRelation | null;
  /** True when the name is masked (张先生); a seeker may let employers see the full name (/privacySet). */
  nameMasked: boolean;
  /** Employers: how recently the seeker was active; null for the owner, or when the seeker hides it (/privacySet). */
  activity: RecruiterActivity | null;
  /** Employers: the viewing company's name and account, drawn over the resume on screen and in print. */
  watermark: string | null;
}

/** One entry of the "who viewed me" log (`GET /me/resume-events`). */
export interface ResumeEvent {
  id: string;
  kind: 'view' | 'download' | 'unlock';
  at: string;
  resumeId: string;
  resumeName: string;
  company: { id: string; name: string; logo: string };
  /** The recruiter who looked: name and title as their account shows them. */
  viewer: { name: string; title: string };
}
