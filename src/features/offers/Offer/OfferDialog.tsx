import { DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { Applicant } from '@/contract/applicants.ts';
import { OFFER_LIMITS } from '@/contract/offerValues.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryOwnCompany } from '@/services/hiring.ts';
import { sendOffer } from '@/services/offers.ts';

interface OfferValues {
  monthlyPay: number;
  months: number;
  startDate: Dayjs;
  place: string;
  expiresOn: Dayjs;
  note?: string;
}

interface Props {
  applicationId: string;
  candidateName: string;
  onClose: () => void;
  onSent: (applicant: Applicant) => void;
}

const DAY = 'YYYY-MM-DD';

/**
 * 发 offer: the terms the seeker answers (monthly pay and months, start date, workplace — the company's first
 * address to start with — and the answer deadline, a week by default). The same limits as the API
 * (OFFER_LIMITS); the API's field reasons land on the fields.
 */
export default function OfferDialog({ applicationId, candidateName, onClose, onSent }: Props) {
  const t = useT();
  const [form] = Form.useForm<OfferValues>();
  const company = useApiRequest(queryOwnCompany, { cacheKey: 'own-company' });
  const address = company.data?.profile?.addresses[0]?.address ?? '';
  useEffect(() => {
    if (address && !form.getFieldValue('place')) form.setFieldValue('place', address);
  }, [address, form]);
  const today = dayjs().startOf('day');
  return (
    <FormDialog
      title={<T id="offer.dialog.title" values={{ name: candidateName }} />}
      form={form}
      okText={t('offer.send')}
      success="offer.sent"
      intro={<p className="offer-dialog-intro">{t('offer.dialog.intro')}</p>}
      initialValues={{ months: OFFER_LIMITS.monthsMin, expiresOn: today.add(7, 'day'), startDate: today.add(14, 'day') }}
      submit={(values, options) =>
        sendOffer(
          applicationId,
          {
            monthlyPay: values.monthlyPay,
            months: values.months,
            startDate: values.startDate.format(DAY),
            place: values.place,
            expiresOn: values.expiresOn.format(DAY),
            note: values.note,
          },
          options,
        )
      }
      onDone={onSent}
      onClose={onClose}
    >
      <Form.Item name="monthlyPay" label={t('offer.field.pay')} rules={[{ required: true, message: t('offer.required.pay') }]}>
        <InputNumber min={OFFER_LIMITS.payMin} max={OFFER_LIMITS.payMax} step={500} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="months" label={t('offer.field.months')} rules={[{ required: true }]}>
        <InputNumber min={OFFER_LIMITS.monthsMin} max={OFFER_LIMITS.monthsMax} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="expiresOn" label={t('offer.field.expires')} rules={[{ required: true, message: t('offer.required.expires') }]}>
        <DatePicker format={DAY} disabledDate={(d) => d.isBefore(today) || d.isAfter(today.add(OFFER_LIMITS.validDays, 'day'))} />
      </Form.Item>
      <Form.Item
        name="startDate"
        label={t('offer.field.start')}
        dependencies={['expiresOn']}
        rules={[
          { required: true, message: t('offer.required.start') },
          ({ getFieldValue }) => ({
            validator: (_, value?: Dayjs) => {
              const expires = getFieldValue('expiresOn') as Dayjs | undefined;
              return !value || !expires || !value.isBefore(expires, 'day') ? Promise.resolve() : Promise.reject(new Error(t('offer.rule.startAfterExpiry')));
            },
          }),
        ]}
      >
        <DatePicker format={DAY} disabledDate={(d) => d.isBefore(today) || d.isAfter(today.add(OFFER_LIMITS.startDays, 'day'))} />
      </Form.Item>
      <Form.Item name="place" label={t('offer.field.place')} rules={[{ required: true, whitespace: true, message: t('offer.required.place') }]}>
        <Input maxLength={OFFER_LIMITS.place} />
      </Form.Item>
      <Form.Item name="note" label={t('offer.field.note')}>
        <Input.TextArea maxLength={OFFER_LIMITS.note} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
