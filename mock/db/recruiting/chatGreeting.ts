import type { ChatGreeting, GreetingBody } from '../../../src/contract/chatGreeting.ts';
import type { Db, UserRecord } from '../index.ts';
import type { JobRecord } from './types.ts';

/**
 * Greetings (打招呼语), per user and per mock state (a WeakMap on the Db, so a reset clears them). A user who never
 * saved one has their side's default: a seeker's a plain opener, a recruiter's written in their own name and about
 * the post they greet for (issue 26: a greeting is in the name of the recruiter who sends it).
 */
const saved = new WeakMap<Db, Map<string, GreetingBody>>();

export const SEEKER_GREETING = '您好，我对这个职位很感兴趣，希望能进一步沟通，期待您的回复。';

function recruiterDefault(db: Db, user: UserRecord, job: JobRecord | null): string {
  const company = user.companyId ? db.recruiting.companyById.get(user.companyId) : undefined;
  const from = company ? `${company.shortName}的${user.name}` : user.name;
  const about = job ? `「${job.title}」` : '职位';
  return `您好，我是${from}，看了您的简历，觉得您和我们的${about}很匹配，方便聊聊吗？`;
}

/** The user's greeting; a recruiter's default names `job` when it is one of their company's posts. */
export function greetingOf(db: Db, user: UserRecord, job: JobRecord | null = null): ChatGreeting {
  const own = saved.get(db)?.get(user.id);
  if (own) return { ...own, custom: true };
  if (user.role !== 'enterprise') return { enabled: true, text: SEEKER_GREETING, custom: false };
  const ofCompany = job && job.companyId === user.companyId ? job : null;
  return { enabled: true, text: recruiterDefault(db, user, ofCompany), custom: false };
}

export function saveGreeting(db: Db, user: UserRecord, value: GreetingBody): ChatGreeting {
  let byUser = saved.get(db);
  if (!byUser) saved.set(db, (byUser = new Map()));
  byUser.set(user.id, value);
  return { ...value, custom: true };
}
