/**
 * HR services (/outsourc, /outsourc/product, /recruit, /dispens, /handsWant): the catalogue's codes and figures,
 * the service request's states and the labour-dispatch rules, without zod (the pages read them; the API
 * validates with services.ts). docs/API.md "HR services" and "Tenant rules › Service requests".
 */

export const SERVICE_CODES = ['rpo', 'dispatch', 'outsourcing', 'flexible', 'payroll', 'socialInsurance', 'backgroundCheck'] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

/** What a request asks for: one service, or `staffing` (/handsWant), which the API matches to a service. */
export const SERVICE_REQUEST_KINDS = [...SERVICE_CODES, 'staffing'] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

/** 已提交 → 已受理 → 方案/报价 → 已签约 → 交付中 → 已完成, or 已关闭 (withdrawn, quote declined). */
export const SERVICE_STATUS_VALUES = ['submitted', 'accepted', 'quoted', 'signed', 'delivering', 'completed', 'closed'] as const;
export type ServiceStatus = (typeof SERVICE_STATUS_VALUES)[number];
/** The steps shown in order (closed is an exit, not a step). */
export const SERVICE_STEPS: readonly ServiceStatus[] = ['submitted', 'accepted', 'quoted', 'signed', 'delivering', 'completed'];
/** States the company may still withdraw from. */
export const WITHDRAWABLE: readonly ServiceStatus[] = ['submitted', 'accepted', 'quoted'];

/** What a staffing request is matched to: a service, or a gig posting the company can publish itself. */
export const STAFFING_MATCHES = ['rpo', 'dispatch', 'outsourcing', 'gig'] as const;
export type StaffingMatch = (typeof STAFFING_MATCHES)[number];

export const SHIFT_PATTERNS = ['day', 'twoShifts', 'threeShifts', 'weekends', 'flexible'] as const;
export type ShiftPattern = (typeof SHIFT_PATTERNS)[number];

/** 临时性 (≤ 6 months), 辅助性, 替代性 positions may be dispatched; a core (主营业务) one may not. */
export const DISPATCH_POSITION_KINDS = ['temporary', 'auxiliary', 'substitute', 'core'] as const;
export type DispatchPositionKind = (typeof DISPATCH_POSITION_KINDS)[number];

/** 《劳务派遣暂行规定》: the share of the 用工总量, a temporary position's longest life, the agency's contract. */
export const DISPATCH_RULES = { maxSharePercent: 10, temporaryMaxMonths: 6, minContractYears: 2 } as const;

/**
 * How many dispatched staff a client may still take: 10% of its total headcount (用工总量: its own employees plus
 * the dispatched staff it uses), rounded down, less those it already uses.
 */
export const dispatchAllowance = (totalHeadcount: number, currentDispatched = 0) =>
  Math.max(0, Math.floor((totalHeadcount * DISPATCH_RULES.maxSharePercent) / 100) - currentDispatched);

/** Price bases of the catalogue and of quotes. */
export const PRICE_BASES = ['percentOfAnnualPay', 'perHeadMonth', 'percentOfPayout', 'perReport', 'perHire'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

export interface ServiceFigures {
  code: ServiceCode;
  basis: PriceBasis;
  /** The price range on that basis: percent, or 元. */
  priceMin: number;
  priceMax: number;
  /** The promise: hours until the first delivery (RPO's first shortlist, a dispatched worker on site …). */
  slaHours: number;
  /** Days of the replacement guarantee (RPO), else 0. */
  guaranteeDays: number;
}

/** The catalogue's figures; the API serves them with its Chinese texts (GET /services/catalogue). */
export const SERVICE_FIGURES: readonly ServiceFigures[] = [
  { code: 'rpo', basis: 'percentOfAnnualPay', priceMin: 15, priceMax: 30, slaHours: 7 * 24, guaranteeDays: 90 },
  { code: 'dispatch', basis: 'perHeadMonth', priceMin: 150, priceMax: 300, slaHours: 3 * 24, guaranteeDays: 0 },
  { code: 'outsourcing', basis: 'perHeadMonth', priceMin: 600, priceMax: 1200, slaHours: 15 * 24, guaranteeDays: 0 },
  { code: 'flexible', basis: 'percentOfPayout', priceMin: 6, priceMax: 10, slaHours: 24, guaranteeDays: 0 },
  { code: 'payroll', basis: 'perHeadMonth', priceMin: 15, priceMax: 30, slaHours: 5 * 24, guaranteeDays: 0 },
  { code: 'socialInsurance', basis: 'perHeadMonth', priceMin: 30, priceMax: 80, slaHours: 5 * 24, guaranteeDays: 0 },
  { code: 'backgroundCheck', basis: 'perReport', priceMin: 200, priceMax: 800, slaHours: 5 * 24, guaranteeDays: 0 },
];

/** RPO fee models for the estimator: per hire (% of annual pay), a retainer, or tiered by headcount. */
export const RPO_FEE_MODELS = ['perHire', 'retainer', 'tiered'] as const;
export type RpoFeeModel = (typeof RPO_FEE_MODELS)[number];
/** Retainer: a monthly fee plus a lower rate per hire. Tiered: the rate falls with the number of hires. */
export const RPO_RETAINER = { monthlyYuan: 20_000, ratePercent: 12 } as const;
export const RPO_TIERS: ReadonlyArray<{ from: number; ratePercent: number }> = [
  { from: 1, ratePercent: 20 },
  { from: 6, ratePercent: 17 },
  { from: 21, ratePercent: 15 },
];
export const RPO_PER_HIRE_PERCENT = 20;

/** The estimate in 元 of an RPO engagement: hires × annual pay × rate (+ the retainer's months). */
export function estimateRpoFee(model: RpoFeeModel, hires: number, monthlyPayYuan: number, months = 1): number {
  const annual = monthlyPayYuan * 12;
  if (model === 'retainer') return Math.round(RPO_RETAINER.monthlyYuan * months + (hires * annual * RPO_RETAINER.ratePercent) / 100);
  if (model === 'tiered') {
    // Each hire is charged at the rate of the tier it falls in (hire 1–5 at 20%, 6–20 at 17%, 21+ at 15%).
    let total = 0;
    for (let n = 1; n <= hires; n++) total += (annual * [...RPO_TIERS].reverse().find((t) => n >= t.from)!.ratePercent) / 100;
    return Math.round(total);
  }
  return Math.round((hires * annual * RPO_PER_HIRE_PERCENT) / 100);
}

/** The portal's licences, as its footer shows them (layout.footer.licence). */
export const LICENCES = {
  hrService: { number: '（浙）人服证字〔2026〕第0101000001号', issuer: '杭州市人力资源和社会保障局', validFrom: '2026-01-15', validTo: '2031-01-14' },
  dispatch: { number: '浙杭劳派202600001', issuer: '杭州市人力资源和社会保障局', validFrom: '2026-01-15', validTo: '2029-01-14' },
} as const;

/** The same request (same submitter, kind and content) within this window is one record. */
export const SERVICE_DEDUP_MS = 60_000;
/** When the mock's account manager answers: accepts, then quotes, after the submission; starts delivery after signing. */
export const MANAGER_ACCEPT_MS = 1500;
export const MANAGER_QUOTE_MS = 4000;
export const MANAGER_DELIVER_MS = 3000;
/** Delivery of the mock's engagements runs this long, then completes. */
export const DELIVERY_DAYS = 30;

export const SERVICE_TEXT_MAX = { company: 50, contact: 20, role: 30, city: 20, notes: 500, reason: 200, place: 60 } as const;
export const SERVICE_HEADCOUNT_MAX = 10_000;
export const SERVICE_TOTAL_HEADCOUNT_MAX = 1_000_000;

/** Business error codes (besides 422 VALIDATION_ERROR for the dispatch rules and bad fields). */
export const SERVICE_ERROR_CODES = {
  /** The request is not in a state that allows the action (409). */
  wrongState: 'SERVICE_REQUEST_STATE',
  /** A visitor's SMS code is missing, wrong or expired (422 on `smsCode`). */
  smsCode: 'SERVICE_SMS_CODE',
} as const;
