import type zhCN from './zh-CN/index.ts';
import type { domains } from './zh-CN/index.ts';

/**
 * zh-CN is the source of truth: its keys are the only valid message ids, and every other bundle must give
 * each of them a text (a missing or extra key fails the typecheck).
 */
export type MessageId = keyof typeof zhCN;
export type Domain = keyof typeof domains;
/** The exact key set of one zh-CN module, with string values: what the matching en-US module must provide. */
export type Messages<D extends Domain> = { [K in keyof (typeof domains)[D]]: string };
