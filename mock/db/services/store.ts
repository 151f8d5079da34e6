import type { GigSuggestion, ServiceQuote, ServiceReply, ServiceRequestBody, ServiceRequestView } from '../../../src/contract/services.ts';
import type { ServiceStatus, StaffingMatch } from '../../../src/contract/serviceValues.ts';
import { maskedMobile } from '../accounts.ts';
import type { Db } from '../index.ts';
import { iso } from '../recruiting/viewer.ts';

/**
 * The HR-service requests (/outsourc/product, /recruit, /dispens, /handsWant) and their account managers'
 * progress. Kept beside the Db (a WeakMap, like the stream hub), so a reset state starts with none.
 */

export interface ServiceRequestRecord {
  refNo: string;
  /** Who filed it: a company (all its recruiters see it), or a visitor known only by a verified mobile. */
  companyId: string | null;
  userId: string | null;
  body: Omit<ServiceRequestBody, 'smsCode'>;
  /** What makes two submissions "the same request" (submitter + content). */
  fingerprint: string;
  /** The SMS code that verified a visitor's request: its repeat within the dedup window carries the same one. */
  verifiedCode: string | null;
  matched: StaffingMatch | null;
  matchReason: string | null;
  gigSuggestion: GigSuggestion | null;
  status: ServiceStatus;
  quote: ServiceQuote | null;
  replies: ServiceReply[];
  timeline: Array<{ status: ServiceStatus; at: number }>;
  closedReason: string | null;
  managerName: string;
  createdAt: number;
  updatedAt: number;
}

export interface ServiceStore {
  requests: ServiceRequestRecord[];
  byRef: Map<string, ServiceRequestRecord>;
  count: number;
}

const stores = new WeakMap<Db, ServiceStore>();

export function servicesOf(db: Db): ServiceStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { requests: [], byRef: new Map(), count: 0 }));
  return store;
}

export function moveTo(r: ServiceRequestRecord, status: ServiceStatus, at: number) {
  r.status = status;
  r.timeline.push({ status, at });
  r.updatedAt = at;
}

export function toView(r: ServiceRequestRecord): ServiceRequestView {
  const b = r.body;
  return {
    refNo: r.refNo,
    kind: b.kind,
    matched: r.matched,
    matchReason: r.matchReason,
    gigSuggestion: r.gigSuggestion,
    status: r.status,
    company: b.company,
    contact: b.contact,
    mobile: maskedMobile(b.mobile),
    role: b.role ?? null,
    headcount: b.headcount ?? null,
    city: b.city,
    place: b.place ?? null,
    startDate: b.startDate ?? null,
    endDate: b.endDate ?? null,
    budgetYuan: b.budgetYuan ?? null,
    shiftPattern: b.shiftPattern ?? null,
    notes: b.notes ?? null,
    dispatch:
      b.kind === 'dispatch'
        ? {
            totalHeadcount: b.totalHeadcount!,
            currentDispatched: b.currentDispatched ?? 0,
            positionKind: b.positionKind!,
            durationMonths: b.durationMonths!,
            contractYears: b.contractYears!,
          }
        : null,
    quote: r.quote && { ...r.quote },
    replies: r.replies.map((x) => ({ ...x })),
    timeline: r.timeline.map((t) => ({ status: t.status, at: iso(t.at) })),
    closedReason: r.closedReason,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}
