import type { Membership } from '../../src/contract/membership.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { DEMO, text } from './helpers.ts';

/**
 * Issue 26, item 17: the invoice form offers 普票 and 专票, prefills the certified company's name and credit code,
 * checks the tax number like the credit code as it is typed, and asks a 专票 for the bank and the address.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('an invoice for a paid order: prefilled from the certified company, 专票 with its bank and address', async ({ page, signIn, api }) => {
  const { token } = await signIn(DEMO.enterprise);
  const company = await api.data<{ certification: { legalName: string; creditCode: string } }>('GET', '/enterprise/company', { token });
  const placed = await api.data<Membership>('POST', '/enterprise/orders', { token, json: { plan: 'flagship', term: 'month' } });
  const id = placed.orders.find((o) => o.status === 'unpaid')!.id;
  await api.data('POST', `/enterprise/orders/${id}/pay`, { token, json: { channel: 'wechat' } });

  await page.goto('/pc/enterprisevip');
  await page.locator(`[data-order-id="${id}"]`).getByRole('button', { name: text['hiring.vip.invoice.title'] }).click();
  const dialog = page.getByRole('dialog', { name: text['hiring.vip.invoice.title'] });
  const title = dialog.getByLabel(text['hiring.vip.invoice.name']);
  const taxNo = dialog.getByLabel(text['hiring.vip.invoice.taxNo']);
  await expect(title).toHaveValue(company.certification.legalName);
  await expect(taxNo).toHaveValue(company.certification.creditCode);

  // A wrong check character is caught in the form, as the credit code is on /companyInformation.
  const code = company.certification.creditCode;
  await taxNo.fill(code.slice(0, 17) + (code[17] === '1' ? '2' : '1'));
  await taxNo.blur();
  await expect(dialog.getByText(text['hiring.vip.invoice.taxNoCheck'])).toBeVisible();
  await taxNo.fill(code);

  await dialog.getByText(text['hiring.vip.invoice.kind.special']).click();
  await expect(taxNo).toHaveValue(code);
  await dialog.getByRole('button', { name: text['hiring.vip.invoice.submit'] }).click();
  await expect(dialog.getByText(text['hiring.vip.invoice.bankRequired'])).toBeVisible();
  await dialog.getByLabel(text['hiring.vip.invoice.bank']).fill('招商银行杭州分行');
  await dialog.getByLabel(text['hiring.vip.invoice.bankAccount']).fill('5719 0881 2345 678');
  await dialog.getByLabel(text['hiring.vip.invoice.address']).fill('浙江省杭州市西湖区文三路 90 号');
  await dialog.getByLabel(text['hiring.vip.invoice.phone']).fill('0571-88886666');
  await dialog.getByLabel(text['hiring.vip.invoice.email']).fill('finance@jucai-demo.example');
  await dialog.getByRole('button', { name: text['hiring.vip.invoice.submit'] }).click();
  await expect(dialog).toBeHidden();

  const after = await api.data<Membership>('GET', '/enterprise/membership', { token });
  expect(after.orders.find((o) => o.id === id)!.invoice).toMatchObject({
    kind: 'special',
    title: company.certification.legalName,
    taxNo: code,
    special: { bankAccount: '571908812345678' },
  });
});
