import { describe, expect, it, vi } from 'vitest';
import { BLOCK_ERROR_CODES } from '@/contract/blockValues.ts';
import { RequestError } from '@/services/request/errors.ts';
import type { RequestOptions } from '@/services/request/index.ts';
import { sendPastOwnBlock } from './ownBlock.ts';

/** Issue 26.12: contacting a company the seeker blocked asks first; only a yes sends again with `unblock`. */
describe('sendPastOwnBlock', () => {
  const refusal = new RequestError(409, '你已屏蔽该公司，对方看不到你的简历和消息。解除屏蔽后才能发起沟通', BLOCK_ERROR_CODES.blockedByYou);

  it('asks with the API reason, and a yes sends again with unblock', async () => {
    const send = vi.fn((unblock: boolean, _options: RequestOptions) => (unblock ? Promise.resolve('conv1') : Promise.reject(refusal)));
    const ask = vi.fn(() => Promise.resolve(true));
    await expect(sendPastOwnBlock(send, ask)).resolves.toBe('conv1');
    expect(ask).toHaveBeenCalledWith(refusal.message);
    expect(send.mock.calls.map(([unblock]) => unblock)).toEqual([false, true]);
    // The first try does not let the request module notify the refusal: the dialog says it.
    expect(send.mock.calls[0][1]).toMatchObject({ handlesErrorCodes: [BLOCK_ERROR_CODES.blockedByYou] });
  });

  it('a no keeps the block and ends with the refusal; other errors pass through unasked', async () => {
    const ask = vi.fn(() => Promise.resolve(false));
    const send = vi.fn(() => Promise.reject(refusal));
    await expect(sendPastOwnBlock(send, ask)).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(1);
    const other = new RequestError(409, '职位已关闭', 'JOB_CLOSED');
    const ask2 = vi.fn(() => Promise.resolve(true));
    await expect(sendPastOwnBlock(() => Promise.reject(other), ask2)).rejects.toBe(other);
    expect(ask2).not.toHaveBeenCalled();
  });
});
