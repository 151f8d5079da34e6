// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { creditCheckChar } from '../../src/contract/creditCode.ts';
import type { Membership } from '../../src/contract/membership.ts';
import { certify } from '../test/newEmployer.ts';
import { data, startRecruitingMock } from '../test/recruiting.ts';

/**
 * Issue 26, item 17: invoices are 普票 (增值税普通发票) or 专票 (增值税专用发票, which also carries the buyer's bank,
 * account, registered address and phone); the tax number is the company's 统一社会信用代码 and is checked like it
 * (its check character), and a 专票 goes only to the certified company under its certified name and code. A
 * hostile client sends what the form would refuse.
 */

// Each test signs up, certifies or pays over HTTP: on a loaded machine that takes seconds, not milliseconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let t: Awaited<ReturnType<typeof startRecruitingMock>>;
beforeAll(async () => {
  t = await startRecruitingMock();
});
afterAll(() => t.mock.close());
beforeEach(() => t.mock.api.reset());

type Res = Awaited<ReturnType<typeof t.mock.call>>;
const fields = (res: Res) => ((res.body as { errors?: Array<{ field: string; message: string }> }).errors ?? []).map((e) => e.field);
const validCode = (first17: string) => first17 + creditCheckChar(first17);
const SPECIAL = { bank: '招商银行杭州分行', bankAccount: '571 9088 1234 5678', address: '浙江省杭州市西湖区文三路 90 号', phone: '0571-88886666' };

/** A paid order of 赵磊's company (c92), certified or not. */
async function paidOrder(certified: boolean) {
  const token = await t.mock.login('13800000005');
  const c92 = t.db().recruiting.companyById.get('c92')!;
  if (certified) await certify(t, token, c92.name, c92.registration.creditCode);
  const placed = data<Membership>(await t.mock.call('POST', '/enterprise/orders', { token, body: { plan: 'basic', term: 'month' }, json: true }));
  const id = placed.orders[0].id;
  expect((await t.mock.call('POST', `/enterprise/orders/${id}/pay`, { token, body: { channel: 'wechat' }, json: true })).status).toBe(200);
  return { token, id, name: c92.name, code: c92.registration.creditCode };
}
const invoice = (token: string, id: string, body: Record<string, unknown>) =>
  t.mock.call('POST', `/enterprise/orders/${id}/invoice`, { token, body, json: true });

describe('invoices', () => {
  it('a tax number is checked like the credit code: its check character, not only its shape', async () => {
    const { token, id, name, code } = await paidOrder(false);
    const wrongCheck = code.slice(0, 17) + (code[17] === '1' ? '2' : '1');
    for (const taxNo of [wrongCheck, '91440101MA5C11111', '123456789012345', 'IOSVZ1234567890123']) {
      const res = await invoice(token, id, { kind: 'normal', title: name, taxNo, email: 'cw@fenghe.example' });
      expect(res.status, taxNo).toBe(422);
      expect(fields(res), taxNo).toEqual(['taxNo']);
    }
    // Typed with spaces and in lower case, it is the same code.
    const ok = await invoice(token, id, {
      kind: 'normal',
      title: name,
      taxNo: ` ${code.slice(0, 9)} ${code.slice(9).toLowerCase()} `,
      email: 'cw@fenghe.example',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(data<Membership>(ok).orders.find((o) => o.id === id)!.invoice).toMatchObject({ kind: 'normal', taxNo: code, special: null });
  });

  it('a 专票 needs the bank, the account, the registered address and phone', async () => {
    const { token, id, name, code } = await paidOrder(true);
    const res = await invoice(token, id, { kind: 'special', title: name, taxNo: code, email: 'cw@fenghe.example' });
    expect(res.status).toBe(422);
    expect(fields(res).sort()).toEqual(['address', 'bank', 'bankAccount', 'phone']);
    const bad = await invoice(token, id, {
      kind: 'special',
      title: name,
      taxNo: code,
      email: 'cw@fenghe.example',
      ...SPECIAL,
      bankAccount: '12ab',
      phone: '电话',
    });
    expect(fields(bad).sort()).toEqual(['bankAccount', 'phone']);
    const ok = await invoice(token, id, { kind: 'special', title: name, taxNo: code, email: 'cw@fenghe.example', ...SPECIAL });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(data<Membership>(ok).orders.find((o) => o.id === id)!.invoice).toMatchObject({
      kind: 'special',
      special: { ...SPECIAL, bankAccount: '571908812345678' },
    });
  });

  it('a 专票 goes to the certified company only, under its certified name and code', async () => {
    const uncertified = await paidOrder(false);
    const refused = await invoice(uncertified.token, uncertified.id, {
      kind: 'special',
      title: uncertified.name,
      taxNo: uncertified.code,
      email: 'cw@fenghe.example',
      ...SPECIAL,
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { errorMessage: string }).errorMessage).toContain('认证');
    t.mock.api.reset();
    const { token, id } = await paidOrder(true);
    const otherCode = validCode('91330106MA2K7Q8X4');
    const res = await invoice(token, id, { kind: 'special', title: '另一家有限公司名称', taxNo: otherCode, email: 'cw@fenghe.example', ...SPECIAL });
    expect(res.status).toBe(422);
    expect(fields(res).sort()).toEqual(['taxNo', 'title']);
  });

  it('a kind that is neither is refused; without one it is a 普票, as before', async () => {
    const { token, id, name, code } = await paidOrder(false);
    expect(fields(await invoice(token, id, { kind: 'paper', title: name, taxNo: code, email: 'cw@fenghe.example' }))).toEqual(['kind']);
    const ok = await invoice(token, id, { title: name, taxNo: code, email: 'cw@fenghe.example' });
    expect(data<Membership>(ok).orders.find((o) => o.id === id)!.invoice).toMatchObject({ kind: 'normal' });
  });
});
