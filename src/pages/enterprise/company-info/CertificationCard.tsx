import { Alert, Button, Card, Form, Input, Tag } from 'antd';
import { useEffect } from 'react';
import BusinessDate from '@/components/BusinessDate.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import ImageUpload from '@/features/files/ImageUpload/index.tsx';
import type { CertificationBody, OwnCompany } from '@/contract/companyProfile.ts';
import { CREDIT_CODE_LENGTH, creditCodeProblem, normalizeCreditCode } from '@/contract/creditCode.ts';
import { COMPANY_TEXT_MAX, REVIEW_MS } from '@/contract/postingValues.ts';
import { certificationStatusDict, findOption } from '@/dicts/index.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { requestCertification } from '@/services/hiring.ts';

const STATUS_COLORS = { unverified: 'default', pending: 'processing', verified: 'success', rejected: 'error', recheckDue: 'warning' } as const;

interface Props {
  company: OwnCompany;
  /** A sub-account: the status, without the request form (the page says why). */
  readOnly?: boolean;
  onChange: (company: OwnCompany) => void;
  /** Reads the status again (the reviewer answers a few seconds after a request). */
  onRefresh: () => void;
}

/**
 * 企业认证: where the company stands, and the request form when it is not (or no longer) verified: the legal name,
 * the unified social credit code (its check character checked as it is typed) and the business licence photo.
 */
export default function CertificationCard({ company, readOnly = false, onChange, onRefresh }: Props) {
  const t = useT();
  const [form] = Form.useForm<CertificationBody>();
  const { certification } = company;
  const send = useSubmit((values: CertificationBody, options) => requestCertification(values, options), {
    form,
    success: 'hiring.company.cert.sent',
    onSuccess: onChange,
  });
  const pending = certification.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(onRefresh, REVIEW_MS + 500);
    return () => clearTimeout(timer);
  }, [pending, onRefresh]);
  const canRequest = !readOnly && (certification.status === 'unverified' || certification.status === 'rejected' || certification.status === 'recheckDue');

  return (
    <Card
      title={<T id="hiring.company.cert.title" />}
      extra={
        <Tag color={STATUS_COLORS[certification.status]} data-testid="cert-status">
          {t(findOption(certificationStatusDict, certification.status)!.labelId)}
        </Tag>
      }
    >
      {certification.status === 'verified' && (
        <p>
          <T id="hiring.company.cert.verified" values={{ code: certification.creditCode ?? '', date: <BusinessDate value={certification.recheckAt!} /> }} />
        </p>
      )}
      {pending && <Alert type="info" showIcon message={<T id="hiring.company.cert.pending" />} />}
      {certification.status === 'rejected' && (
        <Alert type="error" showIcon message={<T id="hiring.company.cert.rejected" />} description={certification.reason} />
      )}
      {certification.status === 'recheckDue' && <Alert type="warning" showIcon message={<T id="hiring.company.cert.recheckDue" />} />}
      {certification.status === 'unverified' && <Alert type="warning" showIcon message={<T id="hiring.company.cert.why" />} />}
      {canRequest && (
        <Form
          form={form}
          layout="vertical"
          className="company-cert-form"
          initialValues={{ legalName: certification.legalName, creditCode: certification.creditCode ?? '' }}
          onFinish={(v) => void send.submit(v)}
          requiredMark
        >
          <Form.Item
            name="legalName"
            label={t('hiring.company.cert.legalName')}
            extra={t('hiring.company.cert.legalNameHint')}
            rules={[{ required: true, whitespace: true, message: t('hiring.company.cert.legalNameRequired') }]}
          >
            <Input maxLength={COMPANY_TEXT_MAX.legalName} />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label={t('hiring.company.cert.creditCode')}
            normalize={(v: string) => normalizeCreditCode(v ?? '')}
            rules={[
              { required: true, message: t('hiring.company.cert.creditCodeRequired') },
              {
                validator: async (_, value: string) => {
                  const problem = value ? creditCodeProblem(value) : null;
                  if (problem === 'shape') throw new Error(t('hiring.company.cert.creditCodeShape', { length: CREDIT_CODE_LENGTH }));
                  if (problem === 'check') throw new Error(t('hiring.company.cert.creditCodeCheck'));
                },
              },
            ]}
          >
            <Input maxLength={CREDIT_CODE_LENGTH + 4} autoComplete="off" spellCheck={false} />
          </Form.Item>
          <Form.Item name="licence" label={t('hiring.company.cert.licence')} rules={[{ required: true, message: t('hiring.company.cert.licenceRequired') }]}>
            <ImageUpload field="licence" hintId="hiring.company.cert.licenceHint" previewAltId="hiring.company.cert.licencePreview" />
          </Form.Item>
          <FormError error={send.error} />
          <Button type="primary" htmlType="submit" loading={send.submitting}>
            <T id="hiring.company.cert.submit" />
          </Button>
        </Form>
      )}
      {pending && (
        <Button onClick={onRefresh} className="company-cert-refresh">
          <T id="hiring.company.cert.refresh" />
        </Button>
      )}
    </Card>
  );
}
