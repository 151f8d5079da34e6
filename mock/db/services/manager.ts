import type { GigSuggestion, ServiceQuote, ServiceRequestBody } from '../../../src/contract/services.ts';
import {
  DELIVERY_DAYS,
  MANAGER_ACCEPT_MS,
  MANAGER_DELIVER_MS,
  MANAGER_QUOTE_MS,
  type PriceBasis,
  type ServiceCode,
  type StaffingMatch,
} from '../../../src/contract/serviceValues.ts';
import type { Db } from '../index.ts';
import { noticeMessage, notify, type NoticeInput } from '../notifications/store.ts';
import { DAY_MS } from '../recruiting/labels.ts';
import { iso } from '../recruiting/viewer.ts';
import { serviceName } from './catalogue.ts';
import { moveTo, servicesOf, type ServiceRequestRecord } from './store.ts';

/**
 * The mock's account managers: what a staffing request is matched to, the quote they send, and their answers,
 * which come on a schedule (accepted MANAGER_ACCEPT_MS after the submission, quoted at MANAGER_QUOTE_MS,
 * delivery started MANAGER_DELIVER_MS after signing, completed DELIVERY_DAYS later). Settled before each request
 * and by the clock (./clock.ts), like the reviewers.
 */

export const MANAGERS = ['王敏', '李思远', '陈静', '赵磊'];

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * A staffing request's service: a short job (a month or less) is a gig the company can publish itself; up to 6
 * months a temporary position fit for dispatch; a large or shift-run team long-term is outsourced; the rest is
 * hired onto the company's own payroll through RPO.
 */
export function matchStaffing(b: ServiceRequestBody): { matched: StaffingMatch; reason: string; gig: GigSuggestion | null } {
  const days = b.startDate && b.endDate ? daysBetween(b.startDate, b.endDate) : null;
  const headcount = b.headcount ?? 1;
  if (days !== null && days <= 31) {
    return {
      matched: 'gig',
      reason: `用工 ${days} 天，属于短期用工：可直接发布零工，按时薪或日薪结算，无需签订服务合同；如需我们代为招募和管理，可选灵活用工服务`,
      gig: { title: b.role ?? '', headcount, startDate: b.startDate!, endDate: b.endDate! },
    };
  }
  if (days !== null && days <= 183) {
    return {
      matched: 'dispatch',
      reason: `用工约 ${Math.ceil(days / 30)} 个月、不超过 6 个月，可按临时性岗位使用劳务派遣；被派遣人数须不超过贵公司用工总量的 10%`,
      gig: null,
    };
  }
  if (headcount >= 20 || b.shiftPattern === 'twoShifts' || b.shiftPattern === 'threeShifts') {
    return { matched: 'outsourcing', reason: `长期用工 ${headcount} 人、需排班管理，适合岗位外包：由我们组建和管理团队，按结果交付`, gig: null };
  }
  return { matched: 'rpo', reason: `长期岗位、人数 ${headcount} 人，建议代招（RPO）：候选人直接入职贵公司，入职后 90 天保证期`, gig: null };
}

/** The service a request is quoted as: its own, or the staffing request's match (a gig's help is 灵活用工). */
export const quotedService = (r: ServiceRequestRecord): ServiceCode =>
  r.body.kind === 'staffing' ? (r.matched === 'gig' ? 'flexible' : (r.matched ?? 'rpo')) : r.body.kind;

function monthsOf(b: ServiceRequestBody): number {
  if (b.durationMonths) return b.durationMonths;
  if (b.startDate && b.endDate) return Math.max(1, Math.ceil(daysBetween(b.startDate, b.endDate) / 30));
  return 12;
}

/** The quote: list prices of the middle of each range (serviceValues SERVICE_FIGURES). */
export function quoteFor(r: ServiceRequestRecord, at: number): ServiceQuote {
  const b = r.body;
  const n = b.headcount ?? 1;
  const pay = b.budgetYuan || 8000;
  const months = monthsOf(b);
  const make = (basis: PriceBasis, unitPrice: number, quantity: number, m: number, total: number, summary: string): ServiceQuote => ({
    basis,
    unitPrice,
    quantity,
    months: m,
    totalYuan: Math.round(total),
    summary,
    validUntil: iso(at + 14 * DAY_MS).slice(0, 10),
    decision: 'pending',
  });
  switch (quotedService(r)) {
    case 'rpo':
      return make(
        'percentOfAnnualPay',
        20,
        n,
        12,
        n * pay * 12 * 0.2,
        `代招 ${n} 人，按年薪（月薪 ${pay} 元 × 12）的 20% 收费，入职后收取；90 天内离职免费替换，无法替换按比例退款`,
      );
    case 'dispatch':
      return make(
        'perHeadMonth',
        200,
        n,
        months,
        200 * n * months,
        `劳务派遣 ${n} 人 × ${months} 个月，管理费每人每月 200 元；工资、社保公积金按实代付，不含在报价内`,
      );
    case 'outsourcing':
      return make('perHeadMonth', 800, n, months, 800 * n * months, `岗位外包 ${n} 人 × ${months} 个月，每人每月 800 元，含招募、排班、考核与替岗`);
    case 'flexible':
      return make('percentOfPayout', 8, n, 1, n * pay * 0.08, `灵活用工 ${n} 人，服务费为发放金额的 8%（按预算 ${pay} 元/人估算），含个税代征与意外险`);
    case 'payroll':
      return make('perHeadMonth', 20, n, 12, 20 * n * 12, `薪税代发 ${n} 人，每人每月 20 元，按年签约`);
    case 'socialInsurance':
      return make('perHeadMonth', 50, n, 12, 50 * n * 12, `社保代理 ${n} 人，每人每月 50 元，按年签约；社保公积金按实代缴`);
    case 'backgroundCheck':
      return make('perReport', 300, n, 1, 300 * n, `背景调查 ${n} 份，每份 300 元（身份、学历、两段履历核验），须候选人书面授权`);
  }
}

const link = (r: ServiceRequestRecord) => `/handsWant?ref=${r.refNo}`;

/** Tells the requesting company (a visitor has no inbox: the manager calls the verified mobile). */
export function tellCompany(db: Db, r: ServiceRequestRecord, message: NoticeInput['message'], at: number) {
  if (r.companyId) notify(db, { companyId: r.companyId }, { category: 'plan', message, link: link(r) }, at);
}

const reply = (r: ServiceRequestRecord, text: string, at: number) => r.replies.push({ at: iso(at), from: 'manager', name: r.managerName, text });

/** Moves every request whose next answer is due; run before each request and by the clock. */
export function settleServiceRequests(db: Db, now: number) {
  for (const r of servicesOf(db).requests) {
    if (r.status === 'submitted' && now - r.createdAt >= MANAGER_ACCEPT_MS) {
      const at = r.createdAt + MANAGER_ACCEPT_MS;
      moveTo(r, 'accepted', at);
      reply(
        r,
        `您好，我是客户经理${r.managerName}，已受理您的${serviceName(quotedService(r))}需求（编号 ${r.refNo}），正在核对用工细节，稍后发送方案与报价。`,
        at,
      );
    }
    if (r.status === 'accepted' && now - r.createdAt >= MANAGER_QUOTE_MS) {
      const at = r.createdAt + MANAGER_QUOTE_MS;
      r.quote = quoteFor(r, at);
      moveTo(r, 'quoted', at);
      reply(r, `方案与报价已发送：${r.quote.summary}，合计 ${r.quote.totalYuan} 元，报价有效期至 ${r.quote.validUntil}。请在“我的需求”中接受或拒绝。`, at);
      tellCompany(db, r, noticeMessage('notice.serviceQuoted', { ref: r.refNo, total: String(r.quote.totalYuan) }), at);
    }
    const signedAt = r.status === 'signed' ? r.timeline.at(-1)!.at : null;
    if (signedAt !== null && now - signedAt >= MANAGER_DELIVER_MS) {
      const at = signedAt + MANAGER_DELIVER_MS;
      moveTo(r, 'delivering', at);
      reply(r, `合同已归档，项目进入交付：${r.managerName}为您的专属客户经理，交付进展会在此更新。`, at);
      tellCompany(db, r, noticeMessage('notice.serviceContracted', { ref: r.refNo }), at);
    }
    const deliveringAt = r.status === 'delivering' ? r.timeline.at(-1)!.at : null;
    if (deliveringAt !== null && now - deliveringAt >= DELIVERY_DAYS * DAY_MS) {
      const at = deliveringAt + DELIVERY_DAYS * DAY_MS;
      moveTo(r, 'completed', at);
      reply(r, '本期服务已交付完成，感谢信任。如需续约或新增需求，可随时提交。', at);
    }
  }
}
