import { z } from 'zod';
import type { PageResult } from '../../src/contract/envelope.ts';
import { listQuery } from '../../src/contract/seeker.ts';
import {
  declineQuoteBody,
  SERVICE_DEDUP_MS,
  SERVICE_ERROR_CODES,
  SERVICE_STATUS_VALUES,
  serviceMessageBody,
  serviceRequestBody,
  withdrawBody,
  WITHDRAWABLE,
  type ServiceCatalogue,
  type ServiceRequestBody,
  type ServiceRequestCreated,
  type ServiceRequestView,
  type ServiceStatus,
} from '../../src/contract/services.ts';
import { ApiError, invalid, notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';
import { maskedMobile, type UserRecord } from '../db/accounts.ts';
import type { Db } from '../db/index.ts';
import { inBeijing } from '../db/recruiting/labels.ts';
import { pageParams, slicePage } from '../db/recruiting/lookup.ts';
import { iso } from '../db/recruiting/viewer.ts';
import { serviceCatalogue } from '../db/services/catalogue.ts';
import { noticeMessage } from '../db/notifications/store.ts';
import { MANAGERS, matchStaffing, quotedService, tellCompany } from '../db/services/manager.ts';
import { moveTo, servicesOf, toView, type ServiceRequestRecord } from '../db/services/store.ts';
import { assertNotLocked, consumeSmsCode, recordFailure } from './signInLimits.ts';
import { msg } from '../core/serverText.ts';

/**
 * HR services (/outsourc/product, /recruit, /dispens, /handsWant): the catalogue, service requests with a
 * reference number, and the company's side of their state machine (accept or decline the quote, withdraw,
 * write to the account manager). The account managers' side is db/services/manager.ts.
 *
 * Who may file: a signed-in company (its recruiters and sub-accounts share its requests), or anyone else with
 * a mobile verified by SMS (POST /auth/sms, then the code in `smsCode`), followed up by phone. A company sees and
 * acts on its own requests only: another company's reference number is a 404, as if it did not exist.
 */

const STATUS_ZH: Record<ServiceStatus, string> = {
  submitted: '已提交',
  accepted: '已受理',
  quoted: '方案/报价',
  signed: '已签约',
  delivering: '交付中',
  completed: '已完成',
  closed: '已关闭',
};

/** The company a request belongs to: a recruiter's (or sub-account's) company; null for anyone else. */
const companyOf = (user: UserRecord | null) => (user?.role === 'enterprise' && user.companyId ? user.companyId : null);

/** FW + the Beijing date + a 4-digit sequence. */
function refNumber(db: Db, now: number): string {
  return `FW${inBeijing(now).format('YYYYMMDD')}${String(++servicesOf(db).count % 10000).padStart(4, '0')}`;
}

/** The content of a request in a fixed key order, without the SMS code: what "the same request" compares. */
function fingerprintOf(submitter: string, body: ServiceRequestBody): string {
  const { smsCode: _code, ...rest } = body;
  return `${submitter}|${JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))))}`;
}

/** A visitor's code: a wrong one counts towards the number's lock, exactly as at sign-in. */
function verifyVisitor(db: Db, body: ServiceRequestBody, client: string, now: number) {
  if (!body.smsCode) throw invalid([{ field: 'smsCode', message: '请先获取并填写短信验证码，以便客户经理联系您' }]);
  assertNotLocked(db.signInLimits, body.mobile, now);
  const refusal = consumeSmsCode(db.signInLimits, body.mobile, body.smsCode, now);
  if (refusal) {
    const left = recordFailure(db.signInLimits, body.mobile, client, now);
    throw new ApiError(422, SERVICE_ERROR_CODES.smsCode, `${refusal.message}（还可尝试 ${left} 次）`, [
      { field: 'smsCode', message: `${refusal.message}（还可尝试 ${left} 次）` },
    ]);
  }
}

/** A company's request was filed: the notice repeats the follow-up a company is shown (followUpOf). */
function submittedNotice(r: ServiceRequestRecord) {
  const followUp = msg('part.serviceFollowUp', { manager: r.managerName, contact: r.body.contact, phone: maskedMobile(r.body.mobile) });
  return noticeMessage('notice.serviceSubmitted', { service: msg(`service.${quotedService(r)}`), ref: r.refNo, followUp });
}

function followUpOf(r: ServiceRequestRecord): string {
  const phone = maskedMobile(r.body.mobile);
  return r.companyId
    ? `客户经理${r.managerName}将在 1 个工作日内联系${r.body.contact}（${phone}）；受理、方案与报价会更新在“我的需求”并通知到消息中心`
    : `客户经理${r.managerName}将在 1 个工作日内致电 ${phone} 跟进；请记下需求编号 ${r.refNo}，致电客服时报编号即可查询进度`;
}

const created = (r: ServiceRequestRecord, duplicate: boolean): ServiceRequestCreated => ({
  refNo: r.refNo,
  status: r.status,
  duplicate,
  followUp: followUpOf(r),
  matched: r.matched,
  matchReason: r.matchReason,
  gigSuggestion: r.gigSuggestion,
});

/** The company's own request, or 404 (another company's number must not be told apart from a wrong one). */
function ownRequest(db: Db, user: UserRecord, refNo: string): ServiceRequestRecord {
  const r = servicesOf(db).byRef.get(refNo);
  if (!r || !r.companyId || r.companyId !== companyOf(user)) throw notFound('服务需求不存在');
  return r;
}

function assertState(r: ServiceRequestRecord, allowed: readonly ServiceStatus[], action: string) {
  if (!allowed.includes(r.status)) {
    throw new ApiError(409, SERVICE_ERROR_CODES.wrongState, `该需求当前为「${STATUS_ZH[r.status]}」，不能${action}`);
  }
}

const statusQuery = listQuery.extend({ status: z.enum(SERVICE_STATUS_VALUES, { error: '状态无效' }).optional() });

export const serviceRoutes = [
  route({
    method: 'GET',
    path: '/services/catalogue',
    handler: (): ServiceCatalogue => serviceCatalogue(),
  }),
  route({
    method: 'POST',
    path: '/services/requests',
    auth: 'optional',
    body: serviceRequestBody,
    handler: ({ body, db, user, client, now }): ServiceRequestCreated => {
      const store = servicesOf(db);
      const companyId = companyOf(user);
      const fingerprint = fingerprintOf(companyId ? `company:${companyId}` : `mobile:${body.mobile}`, body);
      // A double click, a retry after a lost answer: the same request within a minute is the first one's record.
      // A visitor's repeat must carry the code that verified the first (it is spent, so it cannot verify again).
      const same = store.requests.find((r) => r.fingerprint === fingerprint && now - r.createdAt < SERVICE_DEDUP_MS);
      if (same && (companyId || same.verifiedCode === body.smsCode)) return created(same, true);
      const today = inBeijing(now).format('YYYY-MM-DD');
      if (body.startDate && body.startDate < today) throw invalid([{ field: 'startDate', message: '开始日期不能早于今天' }]);
      if (!companyId) verifyVisitor(db, body, client, now);
      const { smsCode, ...content } = body;
      const match = body.kind === 'staffing' ? matchStaffing(body) : null;
      const record: ServiceRequestRecord = {
        refNo: refNumber(db, now),
        companyId,
        userId: user?.id ?? null,
        body: content,
        fingerprint,
        verifiedCode: companyId ? null : (smsCode ?? null),
        matched: match?.matched ?? null,
        matchReason: match?.reason ?? null,
        gigSuggestion: match?.gig ?? null,
        status: 'submitted',
        quote: null,
        replies: [],
        timeline: [{ status: 'submitted', at: now }],
        closedReason: null,
        managerName: MANAGERS[store.count % MANAGERS.length],
        createdAt: now,
        updatedAt: now,
      };
      store.requests.push(record);
      store.byRef.set(record.refNo, record);
      tellCompany(db, record, submittedNotice(record), now);
      return created(record, false);
    },
  }),
  route({
    method: 'GET',
    path: '/services/requests',
    auth: 'enterprise',
    query: statusQuery,
    handler: ({ query, db, user }): PageResult<ServiceRequestView> => {
      const companyId = companyOf(user);
      const mine = servicesOf(db)
        .requests.filter((r) => r.companyId && r.companyId === companyId && (!query.status || r.status === query.status))
        .reverse();
      const page = slicePage(mine, pageParams(query));
      return { ...page, list: page.list.map(toView) };
    },
  }),
  route({
    method: 'GET',
    path: '/services/requests/:refNo',
    auth: 'enterprise',
    handler: ({ params, db, user }): ServiceRequestView => toView(ownRequest(db, user!, params.refNo)),
  }),
  route({
    method: 'POST',
    path: '/services/requests/:refNo/accept-quote',
    auth: 'enterprise',
    handler: ({ params, db, user, now }): ServiceRequestView => {
      const r = ownRequest(db, user!, params.refNo);
      assertState(r, ['quoted'], '接受报价');
      if (r.quote!.validUntil < inBeijing(now).format('YYYY-MM-DD')) {
        throw new ApiError(409, SERVICE_ERROR_CODES.wrongState, `报价已于 ${r.quote!.validUntil} 过期，请联系客户经理重新报价`);
      }
      r.quote!.decision = 'accepted';
      moveTo(r, 'signed', now);
      r.replies.push({ at: iso(now), from: 'company', name: user!.name, text: `接受报价（合计 ${r.quote!.totalYuan} 元）` });
      tellCompany(db, r, noticeMessage('notice.serviceQuoteAccepted', { ref: r.refNo }), now);
      return toView(r);
    },
  }),
  route({
    method: 'POST',
    path: '/services/requests/:refNo/decline-quote',
    auth: 'enterprise',
    body: declineQuoteBody,
    handler: ({ params, body, db, user, now }): ServiceRequestView => {
      const r = ownRequest(db, user!, params.refNo);
      assertState(r, ['quoted'], '拒绝报价');
      r.quote!.decision = 'declined';
      r.closedReason = `拒绝报价：${body.reason}`;
      moveTo(r, 'closed', now);
      r.replies.push({ at: iso(now), from: 'company', name: user!.name, text: `拒绝报价：${body.reason}` });
      return toView(r);
    },
  }),
  route({
    method: 'POST',
    path: '/services/requests/:refNo/withdraw',
    auth: 'enterprise',
    body: withdrawBody,
    handler: ({ params, body, db, user, now }): ServiceRequestView => {
      const r = ownRequest(db, user!, params.refNo);
      assertState(r, WITHDRAWABLE, '撤回（签约后请联系客户经理解约）');
      if (r.quote) r.quote.decision = 'declined';
      r.closedReason = `撤回：${body.reason}`;
      moveTo(r, 'closed', now);
      r.replies.push({ at: iso(now), from: 'company', name: user!.name, text: `撤回需求：${body.reason}` });
      return toView(r);
    },
  }),
  route({
    method: 'POST',
    path: '/services/requests/:refNo/messages',
    auth: 'enterprise',
    body: serviceMessageBody,
    handler: ({ params, body, db, user, now }): ServiceRequestView => {
      const r = ownRequest(db, user!, params.refNo);
      assertState(r, ['submitted', 'accepted', 'quoted', 'signed', 'delivering'], '留言（需求已结束）');
      r.replies.push({ at: iso(now), from: 'company', name: user!.name, text: body.text });
      r.updatedAt = now;
      return toView(r);
    },
  }),
];
