import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { FormError } from '@/components/FormError/index.tsx';
import { CREDIT_CODE_LENGTH, creditCodeProblem, normalizeCreditCode } from '@/contract/creditCode.ts';
import type { InvoiceBody, Membership, OrderView } from '@/contract/membership.ts';
import { BANK_ACCOUNT_PATTERN, INVOICE_KIND_VALUES, INVOICE_PHONE_PATTERN, normalizeBankAccount, type InvoiceKind } from '@/contract/membershipValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryOwnCompany, requestInvoice } from '@/services/hiring.ts';

/**
 * 申请发票: 普票 or 专票 for a paid order. The title and the tax number come from the certified company (its
 * certified name and credit code); the tax number is checked like the credit code as it is typed; a 专票 also
 * asks for the bank, the account, the registered address and phone. The API checks the same (docs/API.md).
 */
export default function InvoiceDialog({ order, onClose, onDone }: { order: OrderView; onClose: () => void; onDone: (m: Membership) => void }) {
  const t = useT();
  const [form] = Form.useForm<InvoiceBody>();
  const kind = Form.useWatch('kind', form) ?? 'normal';
  const company = useApiRequest(queryOwnCompany);
  const cert = company.data?.certification;
  const certified = cert?.status === 'verified' || cert?.status === 'recheckDue';
  const send = useSubmit((values: InvoiceBody, options) => requestInvoice(order.id, values, options), {
    form,
    success: 'hiring.vip.invoice.done',
    onSuccess: onDone,
  });

  // Prefilled once the company is read, unless the user has typed there already.
  useEffect(() => {
    if (!certified || !cert) return;
    if (!form.isFieldTouched('title')) form.setFieldValue('title', cert.legalName);
    if (!form.isFieldTouched('taxNo') && cert.creditCode) form.setFieldValue('taxNo', cert.creditCode);
  }, [certified, cert, form]);

  const required = (id: Parameters<typeof t>[0]) => ({ required: true, whitespace: true, message: t(id) });
  return (
    <Modal
      open
      title={t('hiring.vip.invoice.title')}
      okText={t('hiring.vip.invoice.submit')}
      cancelText={t('shared.cancel')}
      confirmLoading={send.submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void send.submit(v)} requiredMark initialValues={{ kind: 'normal' satisfies InvoiceKind }}>
        <Form.Item name="kind" label={t('hiring.vip.invoice.kind')}>
          <Radio.Group optionType="button" data-testid="invoice-kind">
            {INVOICE_KIND_VALUES.map((k) => (
              <Radio.Button key={k} value={k} disabled={k === 'special' && company.data !== undefined && !certified}>
                {t(`hiring.vip.invoice.kind.${k}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        {company.data && !certified && (
          <p className="vip-hint">
            <T id="hiring.vip.invoice.specialNeedsCert" />
          </p>
        )}
        {kind === 'special' && <Alert type="info" showIcon className="vip-invoice-note" message={<T id="hiring.vip.invoice.specialNote" />} />}
        <Form.Item
          name="title"
          label={t('hiring.vip.invoice.name')}
          rules={[required('hiring.vip.invoice.nameRequired'), { min: 4, max: 60, message: t('hiring.vip.invoice.nameLength') }]}
        >
          <Input maxLength={60} readOnly={kind === 'special' && certified} />
        </Form.Item>
        <Form.Item
          name="taxNo"
          label={t('hiring.vip.invoice.taxNo')}
          normalize={(v: string) => normalizeCreditCode(v ?? '')}
          validateTrigger="onBlur"
          rules={[
            required('hiring.vip.invoice.taxNoRequired'),
            {
              validator: async (_, value: string) => {
                const problem = value ? creditCodeProblem(value) : null;
                if (problem === 'shape') throw new Error(t('hiring.vip.invoice.taxNoFormat', { length: CREDIT_CODE_LENGTH }));
                if (problem === 'check') throw new Error(t('hiring.vip.invoice.taxNoCheck'));
              },
            },
          ]}
        >
          <Input maxLength={CREDIT_CODE_LENGTH + 4} autoComplete="off" spellCheck={false} readOnly={kind === 'special' && certified} />
        </Form.Item>
        {kind === 'special' && (
          <>
            <Form.Item
              name="bank"
              label={t('hiring.vip.invoice.bank')}
              rules={[required('hiring.vip.invoice.bankRequired'), { min: 4, max: 60, message: t('hiring.vip.invoice.bankLength') }]}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              name="bankAccount"
              label={t('hiring.vip.invoice.bankAccount')}
              rules={[
                required('hiring.vip.invoice.bankAccountRequired'),
                {
                  validator: async (_, v: string) => {
                    if (v && !BANK_ACCOUNT_PATTERN.test(normalizeBankAccount(v))) throw new Error(t('hiring.vip.invoice.bankAccountFormat'));
                  },
                },
              ]}
            >
              <Input maxLength={40} inputMode="numeric" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="address"
              label={t('hiring.vip.invoice.address')}
              rules={[required('hiring.vip.invoice.addressRequired'), { min: 5, max: 100, message: t('hiring.vip.invoice.addressLength') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('hiring.vip.invoice.phone')}
              rules={[
                required('hiring.vip.invoice.phoneRequired'),
                {
                  validator: async (_, v: string) => {
                    if (v && !INVOICE_PHONE_PATTERN.test(v.trim())) throw new Error(t('hiring.vip.invoice.phoneFormat'));
                  },
                },
              ]}
            >
              <Input maxLength={20} inputMode="tel" />
            </Form.Item>
          </>
        )}
        <Form.Item name="email" label={t('hiring.vip.invoice.email')} rules={[{ required: true, type: 'email', message: t('hiring.vip.invoice.emailFormat') }]}>
          <Input maxLength={80} />
        </Form.Item>
        <FormError error={send.error} />
      </Form>
    </Modal>
  );
}
