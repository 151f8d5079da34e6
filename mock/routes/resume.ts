import { emptyResumeContent, resumeLangQuery, resumeModuleBody, type OnlineResume, type ResumeContent } from '../../src/contract/resume.ts';
import { resumeCompleteness } from '../../src/contract/resumeCompleteness.ts';
import { RESUME_MODULES, type ResumeLanguageVersion, type ResumeModule } from '../../src/contract/resumeValues.ts';
import { notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';
import { parseOrThrow } from '../core/validate.ts';
import { setSeekerEducation, type UserRecord } from '../db/accounts.ts';
import type { Db } from '../db/index.ts';
import { resumeBasicOf } from '../db/recruiting/resumeBasic.ts';
import { toJobPreference, type SeekerState } from '../db/recruiting/seekers.ts';
import { iso, seekerState } from '../db/recruiting/viewer.ts';

/**
 * The online resume (/onlinecv): two language versions, each saved module by module. The Chinese version is
 * the seeker's profile too: its education and preferences write through to what /perfect stored and what
 * /recommend matches, and a seeker who never opened the editor starts with what /perfect collected.
 */

const resumeId = (user: UserRecord, lang: ResumeLanguageVersion) => `cv-${user.id}-online${lang === 'zh-CN' ? '' : '-en'}`;

/** What /perfect already knows, as the start of a Chinese resume never saved. */
function startingContent(user: UserRecord, lang: ResumeLanguageVersion): ResumeContent {
  const content = emptyResumeContent();
  if (lang !== 'zh-CN') return content;
  content.education = user.seeker.education.map((entry) => ({ ...entry, fullTime: true }));
  return content;
}

/** What is stored for a version (or its starting content): what a module's save builds on. */
const storedContent = (user: UserRecord, state: SeekerState, lang: ResumeLanguageVersion) => state.onlineResumes[lang]?.content ?? startingContent(user, lang);

/** A version as the seeker reads it: the Chinese basics are the profile's (db/recruiting/resumeBasic.ts). */
export function toOnlineResume(user: UserRecord, state: SeekerState, lang: ResumeLanguageVersion): OnlineResume {
  const record = state.onlineResumes[lang];
  const stored = storedContent(user, state, lang);
  const content = lang === 'zh-CN' ? { ...stored, basic: resumeBasicOf(user, stored.basic) } : stored;
  return { id: resumeId(user, lang), lang, content, completeness: resumeCompleteness(content), updatedAt: record ? iso(record.updatedAt) : null };
}

/** The resume list applications choose from (`GET /me/resumes`) shows each saved version with its score. */
export function syncResumeList(user: UserRecord, state: SeekerState, lang: ResumeLanguageVersion, now: number) {
  const id = resumeId(user, lang);
  const { score } = resumeCompleteness(state.onlineResumes[lang]!.content);
  const listed = state.resumes.find((r) => r.id === id);
  if (listed) Object.assign(listed, { completeness: score, updatedAt: iso(now) });
  else {
    const name = lang === 'zh-CN' ? `${user.name}的在线简历` : `${user.name}的英文简历`;
    state.resumes.push({
      id,
      kind: 'online',
      name,
      updatedAt: iso(now),
      isDefault: !state.resumes.length,
      completeness: score,
      fileType: null,
      size: null,
      file: null,
    });
  }
}

/** Chinese basics, education and preferences are the profile's: /perfect, /govwork and /recommend read them there. */
function writeThrough(db: Db, user: UserRecord, content: ResumeContent, module: ResumeModule) {
  if (module === 'basic' && content.basic) {
    const { phone: _phone, email: _email, city: _city, ...basic } = content.basic;
    user.seeker.basic = basic;
  }
  if (module === 'education')
    setSeekerEducation(
      user,
      content.education.map(({ fullTime: _fullTime, ...entry }) => entry),
    );
  if (module === 'preferences') seekerState(db, user.id).preferences = content.preferences.map(toJobPreference);
}

const isModule = (name: string): name is ResumeModule => (RESUME_MODULES as readonly string[]).includes(name);

export const resumeRoutes = [
  route({
    method: 'GET',
    path: '/me/resume',
    auth: 'seeker',
    query: resumeLangQuery,
    handler: ({ db, user, query }): OnlineResume => toOnlineResume(user!, seekerState(db, user!.id), query.lang),
  }),
  route({
    method: 'PUT',
    path: '/me/resume/:module',
    auth: 'seeker',
    query: resumeLangQuery,
    handler: ({ db, user, query, params, body, now }): OnlineResume => {
      const module = params.module;
      if (!isModule(module)) throw notFound(`简历没有名为 ${module} 的模块`);
      const value = parseOrThrow(resumeModuleBody[module], body);
      const state = seekerState(db, user!.id);
      // Built on what is stored, not on what is shown: the profile's basics are laid over it when read.
      const content = structuredClone(storedContent(user!, state, query.lang));
      // A list module's body carries the whole list as `entries`; the others are the module itself.
      (content as unknown as Record<string, unknown>)[module] = 'entries' in value ? value.entries : value;
      state.onlineResumes[query.lang] = { content, updatedAt: now };
      if (query.lang === 'zh-CN') writeThrough(db, user!, content, module);
      syncResumeList(user!, state, query.lang, now);
      return toOnlineResume(user!, state, query.lang);
    },
  }),
];
