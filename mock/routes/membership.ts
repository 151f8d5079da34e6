import { invoiceBody, orderBody, payBody, type Membership, type PlanOffer } from '../../src/contract/membership.ts';
import { planGrant, planPrice, PLAN_MONTHLY_PRICE, TERM_DAYS, TERM_MONTHS } from '../../src/contract/membershipValues.ts';
import { PAID_PLANS, PLAN_TERM_VALUES } from '../../src/dicts/membership.ts';
import { conflict, invalid, notFound } from '../core/errors.ts';
import { route } from '../core/router.ts';
import type { Db, UserRecord } from '../db/index.ts';
import { certificationOf } from '../db/recruiting/certification.ts';
import { normaliseCompanyName } from '../db/recruiting/companyIdentity.ts';
import { DAY_MS, zh } from '../db/recruiting/labels.ts';
import { applyPaidOrder, membershipRecord, membershipView, orderNumber, planRank, type OrderRecord } from '../db/recruiting/membership.ts';
import { ownCompany } from './companyProfile.ts';

/**
 * A 专票 lets the buyer deduct input VAT, so it goes to the certified company only, under the name and the code
 * the certification checked (the company's registration): anything else is refused on the field that differs.
 */
function assertSpecialInvoiceBuyer(db: Db, user: UserRecord, title: string, taxNo: string, now: number) {
  const company = db.recruiting.companyById.get(user.companyId ?? '');
  const certification = company && certificationOf(db, company, now);
  if (!company || !certification || (certification.status !== 'verified' && certification.status !== 'recheckDue')) {
    throw conflict('专用发票只开给已认证的企业：请先在“企业信息”完成企业认证，或申请普通发票');
  }
  const legalName = certification.legalName || company.name;
  const creditCode = certification.creditCode ?? company.registration.creditCode;
  const errors = [];
  if (normaliseCompanyName(title) !== normaliseCompanyName(legalName)) errors.push({ field: 'title', message: `专票抬头须与认证的企业名称“${legalName}”一致` });
  if (taxNo !== creditCode) errors.push({ field: 'taxNo', message: '专票的纳税人识别号须为本企业认证的统一社会信用代码' });
  if (errors.length) throw invalid(errors);
}

/** Plans and orders (/enterprisevip): the plan cards, buying, the simulated payment, invoices. */

/** Plans belong to the company; one not on the platform yet buys under its sign-up key (moved when it registers). */
const companyOf = (db: Db, user: UserRecord | null) => ({
  id: db.recruiting.companyById.has(user!.companyId ?? '') ? ownCompany(db, user!).id : user!.companyId!,
});

function findOrder(db: Db, companyId: string, id: string, now: number): OrderRecord {
  const order = membershipRecord(db, companyId, now).orders.find((o) => o.id === id);
  if (!order) throw notFound('订单不存在');
  return order;
}

export const membershipRoutes = [
  route({
    method: 'GET',
    path: '/plans',
    auth: 'optional',
    handler: (): PlanOffer[] =>
      PAID_PLANS.flatMap((plan) =>
        PLAN_TERM_VALUES.map((term) => ({
          plan,
          term,
          price: planPrice(plan, term),
          listPrice: PLAN_MONTHLY_PRICE[plan] * TERM_MONTHS[term],
          grants: planGrant(plan, term),
        })),
      ),
  }),
  route({
    method: 'GET',
    path: '/enterprise/membership',
    auth: 'enterprise',
    // A sub-account sees the plan and the quotas, and of the log its own uses; the orders (money, the invoices'
    // tax number and e-mail) are the main account's.
    handler: ({ db, user, now }): Membership => membershipView(db, companyOf(db, user).id, now, db.subAccounts.has(user!.id) ? user!.id : undefined),
  }),
  route({
    method: 'POST',
    path: '/enterprise/orders',
    auth: 'enterprise',
    permission: 'canBuyPlans',
    body: orderBody,
    handler: ({ db, user, body, now }): Membership => {
      const company = companyOf(db, user);
      const record = membershipRecord(db, company.id, now);
      if (record.plan !== 'free' && planRank(body.plan) < planRank(record.plan)) {
        throw conflict(`当前是${zh(`dict.plan.${record.plan}`)}，不能改购更低的套餐；到期后可重新选择`);
      }
      if (record.orders.some((o) => o.status === 'unpaid')) throw conflict('还有一笔待支付的订单：请先支付或取消它');
      // An upgrade is credited with what is left of the current plan, by the day.
      let credit = 0;
      if (record.plan !== 'free' && body.plan !== record.plan && record.term && record.expiresAt) {
        const left = Math.max(0, record.expiresAt - now) / (TERM_DAYS[record.term] * DAY_MS);
        credit = Math.round(planPrice(record.plan, record.term) * Math.min(1, left));
      }
      const price = planPrice(body.plan, body.term);
      record.orders.push({
        id: orderNumber(db, now),
        plan: body.plan,
        term: body.term,
        amount: Math.max(0, price - credit),
        credit: Math.min(credit, price),
        status: 'unpaid',
        createdAt: now,
        paidAt: null,
        channel: null,
        invoice: null,
      });
      return membershipView(db, company.id, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/orders/:id/pay',
    auth: 'enterprise',
    permission: 'canBuyPlans',
    body: payBody,
    handler: ({ db, user, params, body, now }): Membership => {
      const company = companyOf(db, user);
      const order = findOrder(db, company.id, params.id, now);
      if (order.status !== 'unpaid') throw conflict(order.status === 'lapsed' ? '订单已超过 30 分钟未支付，已失效，请重新下单' : '订单已支付或已取消');
      // The demo's payment step: nothing is charged; the order is marked paid at once.
      order.status = 'paid';
      order.paidAt = now;
      order.channel = body.channel;
      applyPaidOrder(membershipRecord(db, company.id, now), order, now);
      return membershipView(db, company.id, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/orders/:id/cancel',
    auth: 'enterprise',
    permission: 'canBuyPlans',
    handler: ({ db, user, params, now }): Membership => {
      const company = companyOf(db, user);
      const order = findOrder(db, company.id, params.id, now);
      if (order.status !== 'unpaid') throw conflict('只有待支付的订单可以取消');
      order.status = 'cancelled';
      return membershipView(db, company.id, now);
    },
  }),
  route({
    method: 'POST',
    path: '/enterprise/orders/:id/invoice',
    auth: 'enterprise',
    permission: 'canBuyPlans',
    body: invoiceBody,
    handler: ({ db, user, params, body, now }): Membership => {
      const company = companyOf(db, user);
      const order = findOrder(db, company.id, params.id, now);
      if (order.status !== 'paid') throw conflict('订单支付后才能申请发票');
      if (order.invoice) throw conflict('这笔订单已申请过发票');
      const { kind, title, taxNo, email, bank, bankAccount, address, phone } = body;
      if (kind === 'special') assertSpecialInvoiceBuyer(db, user!, title, taxNo, now);
      order.invoice = {
        kind,
        title,
        taxNo,
        email,
        special: kind === 'special' ? { bank: bank!, bankAccount: bankAccount!, address: address!, phone: phone! } : null,
        requestedAt: now,
      };
      return membershipView(db, company.id, now);
    },
  }),
];
