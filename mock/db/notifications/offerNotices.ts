import type { Db } from '../index.ts';
import { beijingDay, type OfferRecord } from '../recruiting/offers.ts';
import type { ApplicationRecord } from '../recruiting/seekers.ts';
import { candidateName } from './notices.ts';
import { notify } from './store.ts';

/**
 * What each step of an offer tells the other side: the seeker hears of an offer (with its terms and deadline) and
 * of the company's 已入职 mark; the company hears the seeker's answer and confirmation. Each in its own words.
 */

const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

function parties(db: Db, application: ApplicationRecord) {
  const job = db.recruiting.jobById.get(application.jobId)!;
  const company = db.recruiting.companyById.get(job.companyId)!;
  return { job, company, brand: company.shortName || company.name, applicants: `/position?tab=applicants&job=${job.id}&status=offered` };
}

/** The company sent an offer: the seeker reads its terms and until when to answer. */
export function notifyOfferSent(db: Db, seekerId: string, application: ApplicationRecord, offer: OfferRecord, now: number) {
  const { job, brand } = parties(db, application);
  const pay = `月薪 ${offer.monthlyPay.toLocaleString('zh-CN')} 元 × ${offer.months} 薪`;
  const body = `${brand}向你发出「${job.title}」的 offer：${pay}，${monthDay(offer.startDate)}入职，地点${offer.place}。请在 ${monthDay(beijingDay(offer.expiresAt))} 前接受或拒绝`;
  notify(db, { seekerId }, { category: 'application', title: '你收到了一份 offer', body, link: '/percenter' }, now);
}

/** The seeker accepted or declined: the company's inbox. */
export function notifyOfferAnswer(db: Db, seekerId: string, application: ApplicationRecord, accepted: boolean, now: number) {
  const { job, company, applicants } = parties(db, application);
  const who = candidateName(db, seekerId);
  const text = accepted
    ? { title: '候选人接受了 offer', body: `${who}接受了「${job.title}」的 offer，入职当天请在应聘者列表中标记已入职` }
    : { title: '候选人拒绝了 offer', body: `${who}拒绝了「${job.title}」的 offer，可以调整条件后重新发送，或标记不合适` };
  notify(db, { companyId: company.id }, { category: 'replies', ...text, link: applicants }, now);
}

/** The company marked 已入职: the seeker is asked to confirm. */
export function notifyHireMarked(db: Db, seekerId: string, application: ApplicationRecord, now: number) {
  const { job, brand } = parties(db, application);
  notify(
    db,
    { seekerId },
    {
      category: 'application',
      title: '请确认入职',
      body: `${brand}已将你标记为「${job.title}」已入职，请在个人中心确认；如与事实不符，可以否认`,
      link: '/percenter',
    },
    now,
  );
}

/** The seeker confirmed the hire, or said it was wrong. */
export function notifyHireAnswer(db: Db, seekerId: string, application: ApplicationRecord, confirmed: boolean, now: number) {
  const { job, company, applicants } = parties(db, application);
  const who = candidateName(db, seekerId);
  const text = confirmed
    ? { title: '候选人已确认入职', body: `${who}确认已入职「${job.title}」` }
    : { title: '候选人否认已入职', body: `${who}表示尚未入职「${job.title}」，入职标记已撤销，请与候选人核实` };
  notify(db, { companyId: company.id }, { category: 'replies', ...text, link: applicants }, now);
}
