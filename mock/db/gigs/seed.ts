import { beijingDate, punchedMinutes } from '../../../src/contract/gig.ts';
import { districtsOf, type CityCode, type DistrictCode } from '../../../src/dicts/city.ts';
import { GIG_CATEGORY_VALUES, type GigCategory, type GigEmployerType, type GigIdentity, type GigPayBasis } from '../../../src/dicts/gig.ts';
import { createRng, type Rng } from '../rng.ts';
import { makeAddress, pickCity } from '../recruiting/companies.ts';
import { weighted } from '../recruiting/labels.ts';
import type { CompanyRecord } from '../recruiting/types.ts';
import { CATEGORY_PROFILES, CITY_TIER, HOW_TO_GET_THERE, MERCHANT_KINDS, MERCHANT_STEMS, REVIEW_COMMENTS, SURNAMES, TIER_FACTOR } from './content.ts';
import { districtCentre } from './geo.ts';
import { escrowNeededFen, settleByOf, slipOf } from './money.ts';
import { addOrder, indexGig, makeShift, newOrder, shiftOf } from './records.ts';
import type { GigEmployerRecord, GigOrderRecord, GigRecord, GigStore, GigWorkerRecord } from './types.ts';

/**
 * The gig seed: GIG_COUNT gigs across the seed's cities (pay by city tier and work, dated relative to the seed's
 * clock), employers of three kinds with their credit history, the demo company's gigs in every state with a
 * settled history, and the demo seeker's orders in every state, one dispute and three months of earnings.
 * Deterministic, and cheap: no order records for the seed's anonymous hires (a shift's `hired` counts them).
 */
export const GIG_COUNT = 640;
const SEED = 20261127;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const CATEGORY_WEIGHTS = GIG_CATEGORY_VALUES.map((c) => CATEGORY_PROFILES[c].weight);
const HEADCOUNT: Partial<Record<GigCategory, readonly [number, number]>> = {
  tutor: [1, 1],
  moving: [2, 4],
  warehouse: [5, 30],
  event: [5, 20],
  waiter: [2, 6],
  promoter: [2, 8],
  security: [2, 10],
  dataLabel: [5, 40],
  onlineService: [3, 12],
};
const NOTES: Partial<Record<GigCategory, string>> = {
  waiter: '自备黑色裤子和黑色平底鞋',
  kitchen: '能接受站立工作',
  delivery: '自备电动车，需有智能手机',
  tutor: '有相关科目辅导经验',
  dataLabel: '自备电脑，网络稳定',
  onlineService: '自备电脑和耳机，打字速度每分钟 50 字以上',
  security: '服从现场统一调度',
};

interface Ctx {
  rng: Rng;
  store: GigStore;
  createdAt: number;
  byCity: Map<CityCode, CompanyRecord[]>;
  merchants: Map<string, GigEmployerRecord>;
}

const dateAt = (createdAt: number, days: number) => beijingDate(createdAt + days * DAY);
const fen = (yuan: number) => Math.round(yuan * 100);

function companyEmployer(ctx: Ctx, company: CompanyRecord): GigEmployerRecord {
  let employer = ctx.store.employers.get(company.id);
  if (!employer) {
    employer = {
      id: company.id,
      type: 'company',
      name: company.name,
      verified: company.verified,
      city: company.city,
      companyId: company.id,
      late: [],
      seededReviews: [],
      seededSettled: 0,
    };
    seedReputation(ctx, employer);
    ctx.store.employers.set(employer.id, employer);
  }
  return employer;
}

function merchantEmployer(ctx: Ctx, city: CityCode, category: GigCategory): GigEmployerRecord {
  const kinds = MERCHANT_KINDS[category] ?? ['服务部'];
  const name = `${ctx.rng.pick(MERCHANT_STEMS)}${ctx.rng.pick(kinds)}`;
  const key = `${city}:${name}`;
  let employer = ctx.merchants.get(key);
  if (!employer) {
    employer = {
      id: `gm${ctx.merchants.size + 1}`,
      type: 'merchant',
      name,
      verified: ctx.rng.chance(0.7),
      city,
      companyId: null,
      late: [],
      seededReviews: [],
      seededSettled: 0,
    };
    seedReputation(ctx, employer);
    ctx.merchants.set(key, employer);
    ctx.store.employers.set(employer.id, employer);
  }
  return employer;
}

function individualEmployer(ctx: Ctx, city: CityCode): GigEmployerRecord {
  const id = `gp${ctx.store.employers.size + 1}`;
  const employer: GigEmployerRecord = {
    id,
    type: 'individual',
    name: `${ctx.rng.pick(SURNAMES)}${ctx.rng.chance(0.5) ? '先生' : '女士'}`,
    verified: ctx.rng.chance(0.45),
    city,
    companyId: null,
    late: [],
    seededReviews: [],
    seededSettled: 0,
  };
  seedReputation(ctx, employer);
  ctx.store.employers.set(id, employer);
  return employer;
}

/** A few past reviews and settlements, and now and then a late one (so credit scores differ). */
function seedReputation(ctx: Ctx, employer: GigEmployerRecord) {
  const { rng, createdAt } = ctx;
  const reviews = rng.int(0, 4);
  for (let i = 0; i < reviews; i++) {
    employer.seededReviews.push({
      score: weighted(rng.next, [5, 4, 3, 2], [55, 30, 10, 5]),
      comment: rng.pick(REVIEW_COMMENTS),
      at: createdAt - rng.int(3, 150) * DAY,
      by: `${rng.pick(SURNAMES)}${rng.chance(0.5) ? '先生' : '女士'}`,
    });
  }
  employer.seededReviews.sort((a, b) => b.at - a.at);
  employer.seededSettled = reviews * rng.int(2, 6);
  if (rng.chance(0.08)) {
    const dueAt = createdAt - rng.int(10, 120) * DAY;
    employer.late.push({ orderId: '', gigTitle: '往期零工', dueAt, settledAt: dueAt + rng.int(1, 9) * DAY });
  }
}

function pickEmployer(ctx: Ctx, city: CityCode, category: GigCategory): GigEmployerRecord {
  const weights = CATEGORY_PROFILES[category].employers;
  const type = weighted(ctx.rng.next, Object.keys(weights) as GigEmployerType[], Object.values(weights) as number[]);
  const companies = ctx.byCity.get(city) ?? [];
  if (type === 'company' && companies.length) return companyEmployer(ctx, ctx.rng.pick(companies));
  if (type === 'individual') return individualEmployer(ctx, city);
  return merchantEmployer(ctx, city, category);
}

interface GigSpec {
  employer: GigEmployerRecord;
  category: GigCategory;
  city: CityCode;
  district?: DistrictCode;
  title?: string;
  /** Days from the seed's date of the first shift, and how many shifts (consecutive days, or weekly for tutors). */
  firstDay: number;
  shifts: number;
  /** Fill of the seed's anonymous hires, 0-1 (1: full). */
  fill?: number;
  basis?: GigPayBasis;
  escrow?: 'full' | 'partial' | 'none';
  review?: GigRecord['review'];
  rejectReason?: string;
  closed?: boolean;
  autoHire?: boolean;
  headcount?: number;
  media?: boolean;
  identity?: GigIdentity;
  /** The shift pattern (start, end, break minutes) instead of one of the category's. */
  times?: readonly [string, string, number];
}

function payOf(rng: Rng, category: GigCategory, city: CityCode, basis?: GigPayBasis) {
  const profile = CATEGORY_PROFILES[category];
  const bases = Object.keys(profile.pay) as GigPayBasis[];
  const chosen = basis && profile.pay[basis] ? basis : rng.chance(0.7) ? bases[0] : rng.pick(bases);
  const [lo, hi] = profile.pay[chosen]!;
  const factor = TIER_FACTOR[CITY_TIER[city]];
  const raw = (lo + rng.next() * (hi - lo)) * factor;
  // Hourly and daily pay in whole 元 (day pay in fives), piece rates in 角.
  const yuan = chosen === 'piece' ? Math.round(raw * 10) / 10 : chosen === 'hour' ? Math.round(raw) : Math.round(raw / 5) * 5;
  const pieces = profile.pieces ? rng.int(profile.pieces[0], profile.pieces[1]) : null;
  return { basis: chosen, amountFen: fen(yuan), piecesPerShift: chosen === 'piece' ? pieces : null };
}

/**
 * Day and piece pay follow the shift's hours: a 12-hour day pays more than an 8-hour one, and piece work states
 * the pieces a worker at the category's hourly rate would do, so no gig pays under the hourly floor or far above
 * what the work is worth.
 */
function fitPayToHours(rng: Rng, pay: ReturnType<typeof payOf>, category: GigCategory, city: CityCode, paidMinutes: number, shifts: number) {
  const [lo, hi] = CATEGORY_PROFILES[category].pay.hour ?? [20, 30];
  const factor = TIER_FACTOR[CITY_TIER[city]];
  const hours = paidMinutes / 60;
  if (pay.basis === 'day') {
    const floor = Math.ceil((lo * factor * hours) / 5) * 5;
    const ceiling = Math.floor((hi * factor * hours * 1.2) / 5) * 5;
    pay.amountFen = fen(Math.min(Math.max(pay.amountFen / 100, floor), ceiling));
  } else if (pay.basis === 'job') {
    // 整单 pays the whole job, all its shifts: worth at least the hourly rate over them, at most twice the top.
    const total = hours * shifts;
    pay.amountFen = fen(Math.min(Math.max(pay.amountFen / 100, Math.ceil((lo * factor * total) / 10) * 10), Math.floor((hi * factor * total * 2) / 10) * 10));
  } else if (pay.basis === 'piece') {
    const targetHourly = (lo + rng.next() * (hi - lo)) * factor;
    pay.piecesPerShift = Math.max(1, Math.round((targetHourly * hours) / (pay.amountFen / 100)));
  }
}

function makeGig(ctx: Ctx, spec: GigSpec): GigRecord {
  const { rng, createdAt, store } = ctx;
  const profile = CATEGORY_PROFILES[spec.category];
  const id = `g${++store.counters.gig}`;
  const district = spec.district ?? rng.pick(districtsOf(spec.city));
  const place = makeAddress(rng, spec.city, district, false);
  const centre = districtCentre(district);
  const [start, end, breakMinutes] = spec.times ?? rng.pick(profile.times);
  const [hLo, hHi] = HEADCOUNT[spec.category] ?? [1, 5];
  const headcount = spec.headcount ?? rng.int(hLo, hHi);
  const closeHours = rng.pick([1, 2, 2, 4, 12]);
  const step = spec.category === 'tutor' ? 7 : 1;
  let firstDay = spec.firstDay;
  // A shift today must still be ahead of the seed's clock (with room to sign up).
  if (firstDay === 0 && Date.parse(`${dateAt(createdAt, 0)}T${start}:00+08:00`) < createdAt + 6 * HOUR) firstDay = 1;
  const fill = spec.fill ?? (firstDay < 0 ? 1 : rng.chance(0.2) ? 1 : rng.next() * 0.8);
  const shifts = Array.from({ length: spec.shifts }, (_, i) =>
    makeShift(
      id,
      i,
      { date: dateAt(createdAt, firstDay + i * step), start, end, breakMinutes, headcount },
      closeHours,
      Math.min(headcount, Math.round(headcount * fill)),
    ),
  );
  const night = shifts.some((s) => s.timeSlots.includes('night'));
  const pay = payOf(rng, spec.category, spec.city, spec.basis);
  fitPayToHours(rng, pay, spec.category, spec.city, shifts[0].paidMinutes, shifts.length);
  const identity =
    spec.identity ??
    (spec.category === 'tutor' && rng.chance(0.3)
      ? 'student'
      : spec.category === 'security' && rng.chance(0.4)
        ? 'worker'
        : weighted(rng.next, ['any', 'student', 'worker'] as const, [85, 10, 5]));
  const remote = spec.category === 'dataLabel' || spec.category === 'onlineService';
  const media = spec.media ?? rng.chance(0.35);
  const gig: GigRecord = {
    id,
    employerId: spec.employer.id,
    title: spec.title ?? rng.pick(profile.titles),
    category: spec.category,
    duties: rng.sample(profile.duties, rng.int(2, profile.duties.length)),
    pay,
    settlement: weighted(rng.next, ['daily', 'weekly', 'monthly', 'completion'] as const, spec.shifts > 3 ? [40, 40, 10, 10] : [60, 10, 5, 25]),
    shifts,
    signUpCloseHours: closeHours,
    requirements: {
      identity,
      minAge: night || rng.chance(0.5) ? 18 : 16,
      maxAge: rng.chance(0.2) ? 60 : null,
      healthCertificate: profile.healthCertificate,
      notes: NOTES[spec.category] && rng.chance(0.6) ? [NOTES[spec.category]!] : [],
    },
    city: spec.city,
    district,
    businessArea: remote ? '' : place.area,
    address: remote ? '线上完成，无需到场' : place.address,
    howToGetThere: remote ? null : rng.pick(HOW_TO_GET_THERE),
    location: { lng: Math.round((centre.lng + (rng.next() - 0.5) * 0.03) * 1e5) / 1e5, lat: Math.round((centre.lat + (rng.next() - 0.5) * 0.03) * 1e5) / 1e5 },
    mealsHousing: ['warehouse', 'security', 'event', 'kitchen'].includes(spec.category) && rng.chance(0.25),
    remote,
    urgent: rng.chance(0.2),
    autoHire: spec.autoHire ?? (spec.category !== 'tutor' && rng.chance(0.3)),
    photos: media ? Array.from({ length: rng.int(1, 3) }, (_, i) => `photo/gig-${id}-${i + 1}.jpg`) : [],
    video: media && rng.chance(0.6) ? `video/gig-${id}.mp4` : null,
    escrow: { heldFen: 0, paidOutFen: 0, refundedFen: 0, toppedUpFen: 0 },
    review: spec.review ?? 'approved',
    rejectReason: spec.rejectReason ?? null,
    submittedAt: 0,
    postedAt: 0,
    closed: spec.closed ?? false,
    codeSecret: Math.floor(rng.next() * 2 ** 48).toString(36),
    hay: '',
    timeSlots: new Set(),
    hourlyFen: 0,
    rank: rng.next(),
  };
  gig.postedAt = Math.min(createdAt - rng.int(1, 96) * HOUR, shifts[0].startAt - 2 * DAY);
  gig.submittedAt = gig.postedAt;
  const cover =
    spec.escrow ?? (spec.employer.verified && rng.chance(spec.employer.type === 'company' ? 0.7 : 0.45) ? 'full' : rng.chance(0.2) ? 'partial' : 'none');
  const needed = escrowNeededFen(gig, createdAt, 0);
  const held = cover === 'full' ? needed : cover === 'partial' ? Math.round(needed * 0.4) : 0;
  gig.escrow = { heldFen: held, paidOutFen: 0, refundedFen: 0, toppedUpFen: held };
  indexGig(gig, spec.employer);
  store.gigs.set(id, gig);
  return gig;
}

/** Moves a seeded order along its machine to `stage`, with the money through the escrow as the API would. */
type Stage = 'applied' | 'hired' | 'settled' | 'rated' | 'cancelledByWorker' | 'cancelledByEmployer' | 'disputed' | 'objection';
function seedOrder(
  ctx: Ctx,
  gig: GigRecord,
  shiftIndex: number,
  workerId: string,
  stage: Stage,
  options: { late?: number; early?: number; settleLateDays?: number } = {},
): GigOrderRecord {
  const { store, rng } = ctx;
  const shift = gig.shifts[shiftIndex];
  const order = newOrder(store, gig, shift, workerId, Math.min(shift.signUpDeadline, ctx.createdAt) - rng.int(2, 48) * HOUR);
  addOrder(store, order);
  if (stage === 'applied') return order;
  if (stage === 'cancelledByWorker' || stage === 'cancelledByEmployer') {
    order.status = 'cancelled';
    order.cancelledBy = stage === 'cancelledByWorker' ? 'worker' : 'employer';
    order.cancelReason = stage === 'cancelledByWorker' ? '临时有事去不了' : '该班次人员已满，感谢报名';
    order.cancelledAt = order.appliedAt + 3 * HOUR;
    return order;
  }
  order.status = 'hired';
  order.hiredAt = order.appliedAt + rng.int(1, 6) * HOUR;
  if (shift.hired < shift.headcount) shift.hired++;
  if (stage === 'hired') return order;
  order.checkInAt = shift.startAt - rng.int(5, 20) * 60_000 + (options.late ?? 0) * 60_000;
  order.checkOutAt = shift.endAt + rng.int(0, 8) * 60_000 - (options.early ?? 0) * 60_000;
  const punched = punchedMinutes(shift, order.checkInAt, order.checkOutAt);
  order.confirmed = {
    regularMinutes: punched.regular,
    overtimeMinutes: 0,
    pieces: gig.pay.basis === 'piece' ? gig.pay.piecesPerShift : null,
    reason: null,
    at: shift.endAt + HOUR,
  };
  if (stage === 'objection') {
    order.objection = {
      text: '我 18:05 才离开，签退时扫码失败，请按实际时间核对工时',
      evidence: [],
      at: shift.endAt + 2 * HOUR,
      answer: null,
      accepted: null,
      answeredAt: null,
    };
    return order;
  }
  if (stage === 'disputed') return order;
  order.workerConfirmedAt = shift.endAt + 2 * HOUR;
  const slip = slipOf(gig, shift, order.confirmed, []);
  const dueAt = settleByOf(gig, shift);
  const settledAt = options.settleLateDays ? dueAt + options.settleLateDays * DAY : Math.min(dueAt - HOUR, shift.endAt + rng.int(3, 20) * HOUR);
  gig.escrow.toppedUpFen += slip.netFen;
  gig.escrow.paidOutFen += slip.netFen;
  order.slip = { ...slip, settledAt, dueAt, late: settledAt > dueAt };
  const employer = store.employers.get(gig.employerId)!;
  if (order.slip.late) employer.late.push({ orderId: order.id, gigTitle: gig.title, dueAt, settledAt });
  order.status = 'toRate';
  if (stage === 'rated') {
    order.byWorker = { score: weighted(rng.next, [5, 4, 3], [60, 30, 10]), comment: rng.pick(REVIEW_COMMENTS), at: settledAt + 6 * HOUR };
    order.byEmployer = { score: weighted(rng.next, [5, 4], [70, 30]), comment: '做事认真，准时到岗', at: settledAt + 8 * HOUR };
    order.status = 'ended';
  }
  return order;
}

function seedWorker(store: GigStore, id: string, worker: Omit<GigWorkerRecord, 'strikes'>) {
  store.workers.set(id, { ...worker, strikes: [] });
}

export interface GigSeedInput {
  createdAt: number;
  companies: CompanyRecord[];
  demoCompanyId: string;
  demoSeekerId: string;
  /** Seekers of the talent pool who also take gigs (sign-ups on the demo company's gigs, its settled history). */
  workerIds: string[];
}

export function createGigStore(input: GigSeedInput): GigStore {
  const store: GigStore = {
    gigs: new Map(),
    listed: [],
    employers: new Map(),
    orders: new Map(),
    ordersByWorker: new Map(),
    ordersByGig: new Map(),
    disputes: new Map(),
    workers: new Map(),
    saved: new Map(),
    pendingReviews: new Set(),
    counters: { gig: 0, order: 0, dispute: 0 },
  };
  const byCity = new Map<CityCode, CompanyRecord[]>();
  for (const c of input.companies) {
    if (!c.verified && c.id !== input.demoCompanyId) continue;
    const list = byCity.get(c.city);
    if (list) list.push(c);
    else byCity.set(c.city, [c]);
  }
  const ctx: Ctx = { rng: createRng(SEED), store, createdAt: input.createdAt, byCity, merchants: new Map() };
  const { rng } = ctx;
  for (let i = 0; i < GIG_COUNT; i++) {
    const city = pickCity(rng);
    const category = weighted(rng.next, GIG_CATEGORY_VALUES, CATEGORY_WEIGHTS);
    const past = rng.chance(0.15);
    makeGig(ctx, {
      employer: pickEmployer(ctx, city, category),
      category,
      city,
      firstDay: past ? -rng.int(2, 40) : rng.int(0, 20),
      shifts: rng.chance(0.5) ? 1 : rng.int(2, 5),
    });
  }
  seedWorkers(ctx, input);
  seedDemoCompany(ctx, input);
  seedDemoSeeker(ctx, input);
  store.listed = [...store.gigs.values()].filter((g) => g.review === 'approved').sort((a, b) => b.rank - a.rank);
  return store;
}

function seedWorkers(ctx: Ctx, input: GigSeedInput) {
  seedWorker(ctx.store, input.demoSeekerId, { identity: 'worker', healthCertificate: true, birthYear: 1996 });
  input.workerIds.forEach((id, i) =>
    seedWorker(ctx.store, id, { identity: i % 3 === 0 ? 'student' : 'worker', healthCertificate: i % 2 === 0, birthYear: 1985 + (i % 20) }),
  );
}

/** 聚才示范科技 (c1): gigs in every state, sign-ups per shift, and three months of settled orders. */
function seedDemoCompany(ctx: Ctx, input: GigSeedInput) {
  const company = input.companies.find((c) => c.id === input.demoCompanyId)!;
  const employer = companyEmployer(ctx, company);
  const city = company.city;
  const workers = input.workerIds;
  const open = makeGig(ctx, {
    employer,
    category: 'event',
    city,
    title: '展会现场协助',
    firstDay: 3,
    shifts: 2,
    fill: 0,
    headcount: 6,
    basis: 'day',
    escrow: 'full',
    autoHire: false,
    media: true,
    identity: 'any',
  });
  open.photos = [`photo/gig-${open.id}-1.jpg`, `photo/gig-${open.id}-2.jpg`];
  open.video = `video/gig-${open.id}.mp4`;
  // Sign-ups per shift: some waiting, some hired, one declined.
  workers.slice(0, 4).forEach((w) => seedOrder(ctx, open, 0, w, 'applied'));
  workers.slice(4, 6).forEach((w) => seedOrder(ctx, open, 0, w, 'hired'));
  workers.slice(6, 8).forEach((w) => seedOrder(ctx, open, 1, w, 'applied'));
  seedOrder(ctx, open, 1, workers[8], 'cancelledByEmployer');
  makeGig(ctx, {
    employer,
    category: 'dataLabel',
    city,
    title: '图片数据标注',
    firstDay: 1,
    shifts: 5,
    fill: 0.3,
    basis: 'piece',
    escrow: 'partial',
    autoHire: true,
    identity: 'any',
  });
  makeGig(ctx, { employer, category: 'event', city, title: '年会礼仪引导', firstDay: 5, shifts: 1, fill: 1, headcount: 4, basis: 'day', escrow: 'full' });
  makeGig(ctx, { employer, category: 'promoter', city, title: '产品体验展台引导', firstDay: 8, shifts: 2, review: 'pending', escrow: 'none' });
  makeGig(ctx, {
    employer,
    category: 'promoter',
    city,
    title: '地推派单员',
    firstDay: 9,
    shifts: 1,
    review: 'rejected',
    rejectReason: '零工信息中含有联系方式（手机号、微信、QQ 或邮箱），请删除后重新提交，求职者可通过平台与您沟通',
    escrow: 'none',
  });
  makeGig(ctx, { employer, category: 'onlineService', city, title: '活动咨询客服', firstDay: 4, shifts: 3, closed: true, escrow: 'none' });
  // Today's shift, hired workers on site: the rotating code has someone to use it.
  const today = makeGig(ctx, {
    employer,
    category: 'event',
    city,
    title: '新品发布会签到协助',
    firstDay: 0,
    shifts: 1,
    fill: 0,
    headcount: 5,
    basis: 'hour',
    escrow: 'full',
    autoHire: false,
  });
  workers.slice(9, 12).forEach((w) => seedOrder(ctx, today, 0, w, 'hired'));
  // History: ended gigs over the last three months, every order settled (one late), some still to rate.
  for (let k = 0; k < 6; k++) {
    const past = makeGig(ctx, {
      employer,
      category: k % 2 ? 'event' : 'promoter',
      city,
      title: k % 2 ? '展会现场协助' : '商场促销员',
      firstDay: -(10 + k * 14),
      shifts: 2,
      fill: 0,
      headcount: 4,
      basis: 'day',
      escrow: 'full',
      autoHire: false,
    });
    for (let s = 0; s < 2; s++) {
      workers
        .slice(12 + k * 3, 15 + k * 3)
        .forEach((w, i) =>
          seedOrder(ctx, past, s, w, i === 2 && s === 1 ? 'settled' : 'rated', { settleLateDays: k === 3 && i === 0 && s === 0 ? 2 : undefined }),
        );
    }
  }
  const withObjection = makeGig(ctx, {
    employer,
    category: 'event',
    city,
    title: '路演活动协助',
    firstDay: -1,
    shifts: 1,
    fill: 0,
    headcount: 3,
    basis: 'hour',
    escrow: 'full',
    autoHire: false,
  });
  seedOrder(ctx, withObjection, 0, workers[30], 'objection', { early: 25 });
  seedOrder(ctx, withObjection, 0, workers[31], 'hired');
  const hiredDone = seedOrder(ctx, withObjection, 0, workers[32], 'hired');
  // Checked out yesterday, hours not yet confirmed: the employer's to-do.
  const shift = shiftOf(withObjection, hiredDone);
  hiredDone.checkInAt = shift.startAt - 10 * 60_000;
  hiredDone.checkOutAt = shift.endAt + 5 * 60_000;
  // The first one settled without checking in (the no-show rule) would be cancelled by the system on read.
}

/** 李明: an order in every state, one dispute, and earnings over the last three months. */
function seedDemoSeeker(ctx: Ctx, input: GigSeedInput) {
  const { store } = ctx;
  const me = input.demoSeekerId;
  const others = [...store.gigs.values()].filter(
    (g) => g.review === 'approved' && !g.closed && g.employerId !== input.demoCompanyId && g.requirements.identity !== 'student' && !g.remote,
  );
  const future = others.filter((g) => g.shifts[0].startAt > ctx.createdAt + 2 * DAY && g.shifts[0].hired < g.shifts[0].headcount);
  const byCategory = (list: GigRecord[], n: number) => list.filter((_g, i) => i % 7 === n);
  // Applied and hired on future shifts that do not overlap.
  const taken: Array<{ startAt: number; endAt: number }> = [];
  const free = (g: GigRecord) => !taken.some((t) => t.startAt < g.shifts[0].endAt && g.shifts[0].startAt < t.endAt);
  const take = (g: GigRecord) => taken.push(g.shifts[0]);
  const applied = byCategory(future, 1).find(free)!;
  take(applied);
  seedOrder(ctx, applied, 0, me, 'applied');
  const hired = byCategory(future, 2).find((g) => free(g) && g.pay.basis === 'hour')!;
  take(hired);
  seedOrder(ctx, hired, 0, me, 'hired');
  seedOrder(ctx, byCategory(future, 3).find(free)!, 0, me, 'cancelledByWorker');
  seedOrder(ctx, byCategory(future, 4).find(free)!, 0, me, 'cancelledByEmployer');
  // Three months of settled work for the demo company and others: weekly, the last one still to rate.
  const employerIds = [input.demoCompanyId, ...new Set(others.map((g) => g.employerId))].slice(0, 6);
  for (let week = 12; week >= 1; week--) {
    const employer = store.employers.get(employerIds[week % employerIds.length])!;
    const category: GigCategory = week % 3 === 0 ? 'warehouse' : week % 3 === 1 ? 'event' : 'promoter';
    const gig = makeGig(ctx, {
      employer,
      category,
      city: employer.city,
      firstDay: -week * 7 + 1,
      shifts: 1,
      fill: 0,
      headcount: 3,
      basis: category === 'event' ? 'day' : 'hour',
      escrow: 'full',
      autoHire: false,
      identity: 'any',
    });
    seedOrder(ctx, gig, 0, me, week === 1 ? 'settled' : 'rated', { settleLateDays: week === 6 ? 1 : undefined });
  }
  // Yesterday: hours confirmed, then a dispute over them (投诉, waiting for the employer).
  // With the demo company, so its recruiters have the case to answer.
  const demo = store.employers.get(input.demoCompanyId)!;
  const disputedGig = makeGig(ctx, {
    employer: demo,
    category: 'warehouse',
    city: demo.city,
    title: '夜班分拣员',
    times: ['20:00', '06:00', 60],
    firstDay: -2,
    shifts: 1,
    fill: 0,
    headcount: 6,
    basis: 'hour',
    escrow: 'full',
    autoHire: false,
    identity: 'any',
  });
  const order = seedOrder(ctx, disputedGig, 0, me, 'disputed', { early: 0 });
  const seq = ++store.counters.dispute;
  const openedAt = ctx.createdAt - 5 * HOUR;
  store.disputes.set(`gd${seq}`, {
    id: `gd${seq}`,
    caseNo: `JC-LG-${dateAt(ctx.createdAt, 0).replace(/-/g, '')}-${String(seq).padStart(4, '0')}`,
    orderId: order.id,
    workerId: me,
    employerId: disputedGig.employerId,
    category: 'hours',
    text: '实际干到早上 6 点 40 分才下班，雇主确认的工时少算了 40 分钟加班，沟通后未处理。',
    evidence: [],
    status: 'complaint',
    outcome: null,
    answer: null,
    decision: null,
    timeline: [{ status: 'complaint', at: openedAt }],
    openedAt,
  });
  order.statusBeforeDispute = order.status;
  order.status = 'disputed';
  order.disputeId = `gd${seq}`;
  // A system cancellation: signed up, never hired before the shift started.
  const missed = others.find((g) => g.shifts[0].endAt < ctx.createdAt - DAY && g.shifts[0].startAt > ctx.createdAt - 20 * DAY)!;
  const stale = seedOrder(ctx, missed, 0, me, 'applied');
  stale.appliedAt = missed.shifts[0].startAt - 2 * DAY;
}
