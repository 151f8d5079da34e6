import type { TalentCard, TalentQuery } from '../../../src/contract/talent.ts';
import { NOT_VIEWED_DAYS } from '../../../src/contract/talentValues.ts';
import { recruiterActivity } from '../../../src/dicts/activity.ts';
import type { JobCategory } from '../../../src/dicts/company.ts';
import { EDUCATION_VALUES, type EducationLevel } from '../../../src/dicts/job.ts';
import { placeOfPosition, type JobPosition, type JobSubcategory } from '../../../src/dicts/jobPositions.ts';
import { MAJOR_VALUES, type MajorCategory } from '../../../src/dicts/zone.ts';
import type { Db, UserRecord } from '../index.ts';
import { DAY_MS, zh } from './labels.ts';
import { isBlockedBy } from './blocking.ts';
import { identityOf } from './companyIdentity.ts';
import { nameForEmployer } from './resumeAccess.ts';
import { positionOfTitle } from './positions.ts';
import type { SeekerState } from './seekers.ts';
import { schoolTierOf } from './talentPool.ts';
import { containsAll, indexText, queryTerms, type IndexedText } from './textMatch.ts';

/**
 * Searching the talent pool for one employer. Only public resumes are searchable, and never by a company the
 * seeker blocked (or one related to it, or the same company under another account: blocking.ts); `applied`-only
 * and hidden resumes are not in any search. Every candidate is shown masked, like /cv.
 */

const YEAR_BANDS: Record<string, [number, number]> = { fresh: [0, 0], below1: [0, 1], '1-3': [1, 3], '3-5': [3, 5], '5-10': [5, 10], above10: [10, 99] };
const MAJOR_BY_LABEL = new Map<string, MajorCategory>(MAJOR_VALUES.map((m) => [zh(`dict.major.${m}`), m]));
const rank = (e: string) => EDUCATION_VALUES.indexOf(e as never);

const yearsSince = (month: string, now: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(now);
  return Math.max(0, Math.floor((d.getUTCFullYear() * 12 + d.getUTCMonth() + 1 - (y * 12 + m)) / 12));
};

interface Candidate {
  user: UserRecord;
  state: SeekerState;
  card: Omit<TalentCard, 'activity' | 'viewedAt' | 'mark' | 'greeted'>;
  hay: IndexedText;
  /** What the seeker wants (求职期望), placed in the category tree: the position their wished title names. */
  wants: Array<{ category: JobCategory; subcategory: JobSubcategory | null; position: JobPosition | null }>;
}

/**
 * A candidate's card and search text depend only on their resume (and the day, for age and years): kept per
 * resume object, which a save replaces, so a search does not rebuild 2,000 cards.
 */
const cache = new WeakMap<object, { day: number; nameDisplay: string; candidate: Candidate | null }>();

function candidateOf(db: Db, userId: string, state: SeekerState, now: number): Candidate | null {
  const content = state.onlineResumes['zh-CN']?.content;
  if (!content) return null;
  const day = Math.floor(now / DAY_MS);
  const hit = cache.get(content);
  if (hit && hit.day === day && hit.nameDisplay === state.privacy.nameDisplay && hit.candidate?.state === state) return hit.candidate;
  const candidate = buildCandidate(db, userId, state, now);
  cache.set(content, { day, nameDisplay: state.privacy.nameDisplay, candidate });
  return candidate;
}

function buildCandidate(db: Db, userId: string, state: SeekerState, now: number): Candidate | null {
  const user = db.users.get(userId);
  const resume = state.resumes.find((r) => r.kind === 'online' && !r.id.endsWith('-en'));
  const content = state.onlineResumes['zh-CN']?.content;
  const basic = content?.basic;
  if (!user || !resume || !content || !basic) return null;
  const education = [...content.education].sort((a, b) => rank(b.degree) - rank(a.degree))[0];
  const latest = content.work[0];
  const title = latest?.title ?? content.preferences[0]?.title ?? '';
  const skills = [...new Set(content.work.flatMap((w) => w.skills))].slice(0, 6);
  const card = {
    resumeId: resume.id,
    name: nameForEmployer(basic.name, basic.gender, state),
    gender: basic.gender,
    age: yearsSince(basic.birthMonth, now),
    years: basic.freshGraduate || !basic.workStart ? null : yearsSince(basic.workStart, now),
    education: (education?.degree as EducationLevel | undefined) ?? null,
    school: education?.school ?? null,
    schoolTier: education ? schoolTierOf(education.school) : null,
    major: education?.major ? (MAJOR_BY_LABEL.get(education.major) ?? null) : null,
    city: basic.city as TalentCard['city'],
    title,
    lastCompany: latest?.company ?? null,
    salary: content.preferences[0]?.salary ?? null,
    workStatus: basic.workStatus,
    skills,
  };
  const hay = indexText(
    title,
    ...content.preferences.map((p) => p.title),
    education?.school ?? '',
    education?.major ?? '',
    ...skills,
    ...content.work.map((w) => w.company),
    content.strengths?.text ?? '',
  );
  const wants = content.preferences.map((p) => {
    const position = positionOfTitle(p.category, p.title);
    return { category: p.category, subcategory: placeOfPosition(position)?.subcategory ?? null, position };
  });
  return { user, state, card, hay, wants };
}

/** Seekers the company already talks with, about any of its jobs. */
export function greetedSeekers(db: Db, companyId: string): Set<string> {
  const out = new Set<string>();
  for (const c of db.conversations.values()) if (db.recruiting.jobById.get(c.jobId)?.companyId === companyId) out.add(c.seekerId);
  return out;
}

/** A seeker in the company's talent pool, by their online resume's id (null when the company may not see them). */
export function talentByResume(db: Db, companyId: string, resumeId: string): { seekerId: string; state: SeekerState } | null {
  for (const [seekerId, state] of db.seekerStates) {
    if (!state.resumes.some((r) => r.id === resumeId && r.kind === 'online')) continue;
    return state.privacy.visibility === 'public' && !isBlockedBy(db, state, companyId) ? { seekerId, state } : null;
  }
  return null;
}

export function searchTalent(db: Db, viewer: UserRecord, query: TalentQuery, now: number): { list: TalentCard[]; total: number } {
  const companyId = viewer.companyId ?? '';
  // The job search's word rules: "Java" is not "JavaScript", 前端工程师 finds 前端开发工程师.
  const terms = queryTerms(query.keyword);
  const band = query.experience ? YEAR_BANDS[query.experience] : null;
  const matches: Array<Candidate & { viewedAt: number | null }> = [];
  const marks = db.talentMarks.get(companyId);
  const greeted = greetedSeekers(db, companyId);
  const identity = identityOf(db, companyId);
  for (const [userId, state] of db.seekerStates) {
    if (state.privacy.visibility !== 'public' || isBlockedBy(db, state, companyId, identity)) continue;
    // Candidates marked not suitable leave the company's searches, except the list of them (to take it back).
    const mark = marks?.get(userId)?.mark ?? null;
    if (query.marked ? mark !== query.marked : mark === 'dismissed') continue;
    const c = candidateOf(db, userId, state, now);
    if (!c) continue;
    const { card } = c;
    if (query.city && card.city !== query.city) continue;
    if (query.category && !c.wants.some((w) => w.category === query.category)) continue;
    if (query.subcategory && !c.wants.some((w) => w.subcategory === query.subcategory)) continue;
    if (query.position && !c.wants.some((w) => w.position === query.position)) continue;
    if (query.education && query.education !== 'any' && rank(card.education ?? 'any') < rank(query.education)) continue;
    if (band && !(card.years === null ? band[0] === 0 : card.years >= band[0] && card.years <= band[1])) continue;
    if (query.salary && query.salary !== 'any' && card.salary !== query.salary) continue;
    if (query.workStatus && card.workStatus !== query.workStatus) continue;
    if (query.schoolTier && card.schoolTier !== query.schoolTier) continue;
    if (query.major && card.major !== query.major) continue;
    if (query.activeWithin && (c.user.lastActiveAt ?? 0) < now - Number(query.activeWithin) * DAY_MS) continue;
    const viewed = state.resumeEvents.find((e) => e.companyId === companyId);
    if (query.notViewedRecently && viewed && viewed.at > now - NOT_VIEWED_DAYS * DAY_MS) continue;
    if (terms.length && !containsAll(c.hay, terms)) continue;
    matches.push({ ...c, viewedAt: viewed?.at ?? null });
  }
  matches.sort((a, b) => (b.user.lastActiveAt ?? 0) - (a.user.lastActiveAt ?? 0) || a.user.id.localeCompare(b.user.id));
  const current = query.current ?? 1;
  const size = query.pageSize ?? 20;
  const page = matches.slice((current - 1) * size, current * size);
  return {
    total: matches.length,
    list: page.map((m) => ({
      ...m.card,
      activity: m.state.privacy.showOnline && m.user.lastActiveAt !== null ? recruiterActivity(m.user.lastActiveAt, now) : null,
      viewedAt: m.viewedAt === null ? null : new Date(m.viewedAt).toISOString(),
      mark: marks?.get(m.user.id)?.mark ?? null,
      greeted: greeted.has(m.user.id),
    })),
  };
}
