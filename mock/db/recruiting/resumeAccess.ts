import { createHash } from 'node:crypto';
import { maskedName, surnameOf } from '../../../src/contract/names.ts';
import type { ServerParam } from '../../../src/contract/serverText/types.ts';
import { recruiterActivity } from '../../../src/dicts/activity.ts';
import type { ResumeContent } from '../../../src/contract/resume.ts';
import type { ResumeReading } from '../../../src/contract/resumeFiles.ts';
import type { ResumeLanguageVersion } from '../../../src/contract/resumeValues.ts';
import type { Resume } from '../../../src/contract/seeker.ts';
import { notFound } from '../../core/errors.ts';
import { msg, say } from '../../core/serverText.ts';
import type { Db, UserRecord } from '../index.ts';
import { assertMayReadPeople } from './companyAccess.ts';
import { isBlockedBy } from './blocking.ts';
import { cvRelation } from './cvRelation.ts';
import type { ResumeEventRecord, SeekerState } from './seekers.ts';

/**
 * Who may read which resume, and what they see (/cv). The owner reads everything. An employer reads a resume
 * only as the seeker's privacy settings allow:
 *   - a company the seeker blocked reads nothing, ever;
 *   - `public`: every other employer;
 *   - `applied`: employers the seeker applied to (any of his resumes);
 *   - `hidden`: only the very resume the seeker sent to that employer with an application;
 *   - an attachment (a file the API cannot mask) only by an employer it was sent to, whatever the setting.
 * Everything an employer may not read answers like an unknown id, so a blocked company cannot tell that it is
 * blocked. An employer sees the name masked (张先生, unless the seeker shows the full name) and no phone or email
 * until the resume is unlocked, then a virtual number unless the seeker turned that off.
 */

export interface ResumeLocation {
  ownerId: string;
  state: SeekerState;
  resume: Resume;
}

export const NOT_READABLE = '简历不存在，或求职者未向你公开';
const SEEKER_NOT_FOUND = '简历不存在或已删除';

/** A live (not deleted) resume of any seeker, by id. */
export function locateResume(db: Db, id: string): ResumeLocation | null {
  for (const [ownerId, state] of db.seekerStates) {
    const resume = state.resumes.find((r) => r.id === id);
    if (resume) return { ownerId, state, resume };
  }
  return null;
}

const companyOfJob = (db: Db, jobId: string) => db.recruiting.jobById.get(jobId)?.companyId;

export function employerMayRead(db: Db, { state, resume }: ResumeLocation, companyId: string): boolean {
  if (isBlockedBy(db, state, companyId)) return false;
  if (state.sharedResumes.has(`${companyId}:${resume.id}`)) return true;
  const sentHere = state.applications.filter((a) => companyOfJob(db, a.jobId) === companyId);
  const sentThisOne = sentHere.some((a) => a.resumeId === resume.id);
  if (resume.kind === 'attachment' || state.privacy.visibility === 'hidden') return sentThisOne;
  if (state.privacy.visibility === 'applied') return sentHere.length > 0;
  return true;
}

/**
 * The resume for this reader, or the reason they get nothing: a seeker reads only their own (404 for another's,
 * as for an id that does not exist), a certified company what employerMayRead allows (404 otherwise), an
 * uncertified one nothing (403 COMPANY_NOT_CERTIFIED).
 */
export function resumeFor(db: Db, viewer: UserRecord, id: string, now: number): ResumeLocation {
  const found = locateResume(db, id);
  if (viewer.role === 'seeker') {
    // Another seeker's resume answers like an unknown id: a seeker cannot probe which ids exist.
    if (!found || found.ownerId !== viewer.id) throw notFound(SEEKER_NOT_FOUND);
    return found;
  }
  // Before anything about the resume: an uncertified company learns nothing, not even whether the id exists.
  assertMayReadPeople(db, viewer, now);
  if (!found || !viewer.companyId || !employerMayRead(db, found, viewer.companyId)) throw notFound(NOT_READABLE);
  return found;
}

/** An online resume's language version, from its id (`cv-u1-online` / `cv-u1-online-en`). */
export const onlineLang = (resume: Resume): ResumeLanguageVersion => (resume.id.endsWith('-en') ? 'en-US' : 'zh-CN');

/**
 * A number that forwards to the seeker's (隐私号): the same for one seeker and one company, never the real
 * one, so a leaked resume does not leak the phone.
 */
export function virtualNumber(seekerId: string, companyId: string): string {
  const digest = createHash('sha256').update(`${seekerId}:${companyId}`).digest();
  return `170${String(digest.readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
}

interface EmployerView {
  maskName: boolean;
  contactHidden: boolean;
  /** The virtual number to show instead of the real one, when the seeker wants that. */
  phone: string | null;
}

/** The content an employer may see: the name masked (unless the seeker shows it) and, until unlocked, no phone or email. */
function employerContent(content: ResumeContent, lang: ResumeLanguageVersion, view: EmployerView): ResumeContent {
  if (!content.basic) return content;
  const basic = view.maskName ? { ...content.basic, name: maskedName(content.basic.name, content.basic.gender, lang) } : { ...content.basic };
  if (view.contactHidden) return { ...content, basic: { ...basic, phone: '', email: '' } };
  return { ...content, basic: view.phone ? { ...basic, phone: view.phone } : basic };
}

/** What the watermark says: the viewing company and the account, so a leaked copy names its source. */
const watermarkOf = (db: Db, viewer: UserRecord) => `${db.recruiting.companyById.get(viewer.companyId!)?.name ?? viewer.companyName ?? ''} · ${viewer.name}`;

/** The seeker's name as an employer sees it: 张先生 unless the seeker shows the full name (/privacySet). */
export function nameForEmployer(name: string, gender: 'male' | 'female', state: SeekerState): string {
  return state.privacy.nameDisplay === 'surname' ? maskedName(name, gender, 'zh-CN') : name;
}

/** The same name as a server-text parameter: masked, it is a message each language words (李先生 / Mr. 李). */
export function nameParamForEmployer(name: string, gender: 'male' | 'female', state: SeekerState): ServerParam {
  return state.privacy.nameDisplay === 'surname' ? maskedNameParam(name, gender) : name;
}

/** 李先生 as a message: the surname stays as written, the title is the reader's language's. */
export const maskedNameParam = (name: string, gender: 'male' | 'female'): ServerParam => msg('name.masked', { surname: surnameOf(name), gender });

export function readingFor(db: Db, viewer: UserRecord, { ownerId, state, resume }: ResumeLocation, now: number): ResumeReading {
  const owner = db.users.get(ownerId)!;
  const employer = viewer.role !== 'seeker';
  const activity = employer && state.privacy.showOnline && owner.lastActiveAt !== null ? recruiterActivity(owner.lastActiveAt, now) : null;
  const contactHidden = employer && !state.unlockedBy.has(viewer.companyId!);
  const nameMasked = employer && state.privacy.nameDisplay === 'surname';
  const base = {
    id: resume.id,
    kind: resume.kind,
    updatedAt: resume.updatedAt,
    contactHidden,
    nameMasked,
    activity,
    relation: employer ? cvRelation(db, viewer.companyId!, ownerId, state) : null,
    audience: employer ? 'employer' : 'owner',
    watermark: employer ? watermarkOf(db, viewer) : null,
  } as const;
  const lang = resume.kind === 'online' ? onlineLang(resume) : 'zh-CN';
  const content = resume.kind === 'online' ? (state.onlineResumes[lang]?.content ?? null) : null;
  const gender = content?.basic?.gender ?? owner.seeker.basic?.gender ?? 'male';
  const shownName = employer ? nameParamForEmployer(owner.name, gender, state) : owner.name;
  if (resume.kind === 'attachment') {
    // An employer reads a title the API words (李先生的附件简历): its message lets the reader's language word it.
    const title = employer ? say('resume.attachmentTitle', { name: shownName }) : null;
    return {
      ...base,
      name: title ? title.text : resume.name,
      nameMessage: title?.message ?? null,
      content: null,
      phoneVirtual: false,
      file: { path: resume.file!, type: resume.fileType!, size: resume.size! },
    };
  }
  if (!employer) return { ...base, name: resume.name, nameMessage: null, content, phoneVirtual: false, file: null };
  const phone = state.privacy.virtualPhone ? virtualNumber(ownerId, viewer.companyId!) : null;
  const title = say('resume.title', { name: shownName });
  return {
    ...base,
    name: title.text,
    nameMessage: title.message,
    // The reader is told the number forwards (隐私号), so a missed call is not taken for a wrong number.
    phoneVirtual: !contactHidden && phone !== null && Boolean(content?.basic?.phone),
    content: content && employerContent(content, lang, { maskName: nameMasked, contactHidden, phone }),
    file: null,
  };
}

/** Logs an employer's view or download in the seeker's "who viewed me". */
export function logResumeEvent(db: Db, viewer: UserRecord, { state, resume }: ResumeLocation, kind: ResumeEventRecord['kind'], now: number) {
  if (viewer.role === 'seeker') return;
  state.resumeEvents.unshift({
    id: `rv${++db.counters.resumeEvent}`,
    kind,
    at: now,
    resumeId: resume.id,
    companyId: viewer.companyId!,
    companyName: db.recruiting.companyById.get(viewer.companyId!)?.name ?? viewer.companyName ?? '',
    viewerName: viewer.name,
    viewerTitle: String(viewer.profile.title ?? ''),
  });
}
