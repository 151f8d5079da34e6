import type { ServerResponse } from 'node:http';
import type { Db } from '../db/index.ts';
import type { Fault } from './faults.ts';
import type { LoggedRequest } from './requestLog.ts';

/**
 * What the test control API keeps beside each mock state: its clock, its faults, the requests it received, the
 * live streams it serves (so a test can drop them) and the SMS codes still "in the air". Kept in a WeakMap on
 * the Db, like the hub: a reset state starts with the real clock, no faults and an empty log.
 */
export interface StateControl {
  /** Added to the real clock: the state's time is `realNow() + offsetMs`. */
  offsetMs: number;
  faults: Fault[];
  nextFaultNo: number;
  log: LoggedRequest[];
  nextRequestNo: number;
  /** The responses of the open live streams (GET /stream), to drop them as a network would. */
  streams: Set<ServerResponse>;
  /** SMS: how long a sent code takes to arrive, and the codes sent but not yet arrived. */
  smsDelayMs: number;
  smsInTransit: Map<string, { code: string; expiresAt: number; sentAt: number; arrivesAt: number }>;
}

const controls = new WeakMap<Db, StateControl>();

export function controlOf(db: Db): StateControl {
  let control = controls.get(db);
  if (!control) {
    control = { offsetMs: 0, faults: [], nextFaultNo: 0, log: [], nextRequestNo: 0, streams: new Set(), smsDelayMs: 0, smsInTransit: new Map() };
    controls.set(db, control);
  }
  return control;
}
