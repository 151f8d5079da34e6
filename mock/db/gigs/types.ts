import type { CityCode, DistrictCode } from '../../../src/dicts/city.ts';
import type {
  GigCancelledBy,
  GigCategory,
  GigDisputeCategory,
  GigDisputeStatus,
  GigEmployerType,
  GigIdentity,
  GigOrderStatus,
  GigSettlement,
  GigTimeSlot,
  GigWorkerIdentity,
} from '../../../src/dicts/gig.ts';
import type { GigPay, GigSlipItem } from '../../../src/contract/gig.ts';

/** Stored shapes of gig work (零工). Times are epoch ms, money 分; the views turn them into ISO strings. */

export interface GigEmployerRecord {
  id: string;
  type: GigEmployerType;
  name: string;
  verified: boolean;
  city: CityCode;
  /** The company behind a `company` employer (its recruiters post and manage its gigs). */
  companyId: string | null;
  /** Settlements past their 结算时限 (public credit). */
  late: Array<{ orderId: string; gigTitle: string; dueAt: number; settledAt: number }>;
  /** Reviews from before the mock's own orders (the seed), newest first. */
  seededReviews: Array<{ score: number; comment: string | null; at: number; by: string }>;
  seededSettled: number;
}

export interface ShiftRecord {
  id: string;
  date: string;
  start: string;
  end: string;
  overnight: boolean;
  breakMinutes: number;
  headcount: number;
  startAt: number;
  endAt: number;
  signUpDeadline: number;
  paidMinutes: number;
  /** Places taken: hired orders, plus the seed's workers who have no order record. */
  hired: number;
  timeSlots: GigTimeSlot[];
}

export interface GigRecord {
  id: string;
  employerId: string;
  /** The recruiter record of the account that posted it (a worker's 咨询 is with them); seeded gigs have none. */
  recruiterId?: string;
  title: string;
  category: GigCategory;
  duties: string[];
  pay: GigPay;
  settlement: GigSettlement;
  shifts: ShiftRecord[];
  signUpCloseHours: number;
  requirements: { identity: GigIdentity; minAge: number; maxAge: number | null; healthCertificate: boolean; notes: string[] };
  city: CityCode;
  district: DistrictCode;
  businessArea: string;
  address: string;
  howToGetThere: string | null;
  location: { lng: number; lat: number };
  mealsHousing: boolean;
  remote: boolean;
  urgent: boolean;
  autoHire: boolean;
  photos: string[];
  video: string | null;
  /** The platform's escrow for this gig (simulated): what is held, paid to workers, returned, put in. */
  escrow: { heldFen: number; paidOutFen: number; refundedFen: number; toppedUpFen: number };
  review: 'approved' | 'pending' | 'rejected';
  rejectReason: string | null;
  submittedAt: number;
  postedAt: number;
  closed: boolean;
  /** Seeds the rotating on-site code. */
  codeSecret: string;
  /** Search helpers: lower-cased title, employer and category label; all time slots; the hourly equivalent. */
  hay: string;
  timeSlots: Set<GigTimeSlot>;
  hourlyFen: number;
  rank: number;
}

export interface StoredRating {
  score: number;
  comment: string | null;
  at: number;
}

export interface GigOrderRecord {
  id: string;
  no: string;
  gigId: string;
  shiftId: string;
  workerId: string;
  employerId: string;
  status: GigOrderStatus;
  /** While disputed: the state to return to when the case is decided. */
  statusBeforeDispute: GigOrderStatus | null;
  cancelledBy: GigCancelledBy | null;
  cancelReason: string | null;
  strike: boolean;
  appliedAt: number;
  hiredAt: number | null;
  cancelledAt: number | null;
  checkInAt: number | null;
  checkOutAt: number | null;
  confirmed: { regularMinutes: number; overtimeMinutes: number; pieces: number | null; reason: string | null; at: number } | null;
  workerConfirmedAt: number | null;
  objection: { text: string; evidence: string[]; at: number; answer: string | null; accepted: boolean | null; answeredAt: number | null } | null;
  slip: { items: GigSlipItem[]; grossFen: number; deductionsFen: number; netFen: number; settledAt: number; dueAt: number; late: boolean } | null;
  byWorker: StoredRating | null;
  byEmployer: StoredRating | null;
  disputeId: string | null;
}

export interface GigDisputeRecord {
  id: string;
  caseNo: string;
  orderId: string;
  workerId: string;
  employerId: string;
  category: GigDisputeCategory;
  text: string;
  evidence: string[];
  status: GigDisputeStatus;
  outcome: Extract<GigDisputeStatus, 'resolved' | 'upheld' | 'withdrawn'> | null;
  answer: { text: string; evidence: string[]; agree: boolean; at: number } | null;
  decision: string | null;
  timeline: Array<{ status: GigDisputeStatus; at: number }>;
  openedAt: number;
}

export interface GigWorkerRecord {
  identity: GigWorkerIdentity;
  healthCertificate: boolean;
  birthYear: number;
  /** No-shows and late cancellations after being hired. */
  strikes: Array<{ orderId: string; at: number; reason: string }>;
}

export interface GigStore {
  gigs: Map<string, GigRecord>;
  /** Approved, public gigs in the 推荐 order (search scans it). */
  listed: GigRecord[];
  employers: Map<string, GigEmployerRecord>;
  orders: Map<string, GigOrderRecord>;
  ordersByWorker: Map<string, GigOrderRecord[]>;
  ordersByGig: Map<string, GigOrderRecord[]>;
  disputes: Map<string, GigDisputeRecord>;
  workers: Map<string, GigWorkerRecord>;
  saved: Map<string, Set<string>>;
  pendingReviews: Set<string>;
  counters: { gig: number; order: number; dispute: number };
}
