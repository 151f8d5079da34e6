import { Modal } from 'antd';
import { BLOCK_ERROR_CODES } from '@/contract/blockValues.ts';
import type { RequestOptions } from '@/services/request/index.ts';
import { RequestError } from '@/services/request/errors.ts';

/**
 * Contacting or applying to a company the seeker blocked (issue 26.12): the API refuses with
 * COMPANY_BLOCKED_BY_YOU and its reason; the seeker is asked, and only a yes sends again with `unblock`, which
 * lifts the block. A no leaves the block and ends with the API's reason (the caller shows it, or not).
 */
export async function sendPastOwnBlock<R>(
  send: (unblock: boolean, options: RequestOptions) => Promise<R>,
  ask: (reason: string) => Promise<boolean>,
  options: RequestOptions = {},
): Promise<R> {
  try {
    return await send(false, { ...options, handlesErrorCodes: [...(options.handlesErrorCodes ?? []), BLOCK_ERROR_CODES.blockedByYou] });
  } catch (error) {
    if (!(error instanceof RequestError) || error.errorCode !== BLOCK_ERROR_CODES.blockedByYou) throw error;
    if (!(await ask(error.message))) throw error;
    return send(true, options);
  }
}

/** A yes-or-no question in a dialog: resolves true on OK, false on cancel or close. */
export function confirmDialog(texts: { title: string; content: string; okText: string; cancelText: string }): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({ ...texts, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}
