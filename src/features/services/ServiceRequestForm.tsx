import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { useRef, useState } from 'react';
import { useInitialState } from '@/app/initialState.tsx';
import DraftStatus from '@/components/DraftStatus/index.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import { SmsCodeButton } from '@/components/SmsCodeButton/index.tsx';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from '@/contract/authValues.ts';
import type { ServiceRequestBody, ServiceRequestCreated } from '@/contract/services.ts';
import {
  DISPATCH_POSITION_KINDS,
  dispatchAllowance,
  DISPATCH_RULES,
  SERVICE_HEADCOUNT_MAX,
  SERVICE_TEXT_MAX,
  SHIFT_PATTERNS,
  type ServiceRequestKind,
} from '@/contract/serviceValues.ts';
import { useFormDraft } from '@/hooks/useFormDraft.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { sendSmsCode } from '@/services/auth.ts';
import { createServiceRequest } from '@/services/hrServices.ts';
import { RequestError } from '@/services/request/errors.ts';
import type { RequestOptions } from '@/services/request/index.ts';
import RequestDone from './RequestDone.tsx';
import './services.css';

/** The form's values: the API's body (docs/API.md POST /services/requests); dates as YYYY-MM-DD strings (drafts keep JSON). */
export type ServiceRequestValues = Omit<ServiceRequestBody, 'kind'>;

/** Which blocks of fields each kind shows (the API's own needs: contract/services.ts NEEDS). */
const SHOWS: Record<ServiceRequestKind, { role: boolean; dates: 'none' | 'start' | 'both'; budget: boolean; staffing: boolean; dispatch: boolean }> = {
  rpo: { role: true, dates: 'none', budget: true, staffing: false, dispatch: false },
  dispatch: { role: true, dates: 'start', budget: true, staffing: false, dispatch: true },
  outsourcing: { role: true, dates: 'start', budget: true, staffing: false, dispatch: false },
  flexible: { role: true, dates: 'both', budget: true, staffing: false, dispatch: false },
  payroll: { role: false, dates: 'none', budget: false, staffing: false, dispatch: false },
  socialInsurance: { role: false, dates: 'none', budget: false, staffing: false, dispatch: false },
  backgroundCheck: { role: false, dates: 'none', budget: false, staffing: false, dispatch: false },
  staffing: { role: true, dates: 'both', budget: true, staffing: true, dispatch: false },
};
const ROLE_NEEDED: readonly ServiceRequestKind[] = ['rpo', 'dispatch', 'outsourcing', 'staffing'];

interface ServiceRequestFormProps {
  kind: ServiceRequestKind;
  /** Values the page starts the form from (a product card's service, a role typed elsewhere). */
  prefill?: Partial<ServiceRequestValues>;
  /** The form's heading id, for the section's label. */
  labelledBy?: string;
  onCreated?: (created: ServiceRequestCreated) => void;
}

/**
 * The one service-request form every service page uses: company, contact and mobile (a visitor verifies it by
 * SMS), the fields the service needs, validated as typed; the API's refusals (the dispatch rules) land on the
 * fields they name. On success it shows the reference number and how the request is followed up. A signed-in
 * company's draft is kept per service (useFormDraft).
 */
export default function ServiceRequestForm({ kind, prefill, labelledBy, onCreated }: ServiceRequestFormProps) {
  const t = useT();
  const [form] = Form.useForm<ServiceRequestValues>();
  const user = useInitialState().initialState.currentUser;
  const isCompany = user?.role === 'enterprise' && !!user.companyId;
  const shows = SHOWS[kind];
  const [done, setDone] = useState<ServiceRequestCreated | null>(null);
  const initialValues: Partial<ServiceRequestValues> = {
    company: isCompany ? (user.companyName ?? undefined) : undefined,
    contact: isCompany ? user.name : undefined,
    contractYears: shows.dispatch ? DISPATCH_RULES.minContractYears : undefined,
    currentDispatched: shows.dispatch ? 0 : undefined,
    ...prefill,
  };
  const draft = useFormDraft<ServiceRequestValues>(`service.${kind}`, { form, initialValues, enabled: isCompany });
  const send = useSubmit((values: ServiceRequestValues, options: RequestOptions) => createServiceRequest({ ...cleaned(values), kind }, options), {
    form,
    inlineErrors: true,
    fallback: 'service.form.failed',
    draft,
    onSuccess: (created) => {
      setDone(created);
      onCreated?.(created);
    },
  });

  const resendWait = useRef<number | null>(null);
  const sendCode = useSubmit(
    (mobile: string, options: RequestOptions) =>
      sendSmsCode(mobile, options).catch((error: unknown) => {
        if (error instanceof RequestError && error.status === 429) resendWait.current = error.retryAfter ?? null;
        throw error;
      }),
    { form, inlineErrors: true, fallback: 'service.form.failed', success: 'service.form.codeSent' },
  );
  const requestCode = async (): Promise<number | null> => {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return null;
    }
    resendWait.current = null;
    const sent = await sendCode.submit(form.getFieldValue('mobile') as string);
    return sent?.cooldown ?? resendWait.current;
  };

  const required = (field: MessageId): Rule => ({ required: true, message: t('service.form.required', { field: t(field) }) });
  // A validator, not `required`: antd would put aria-required on the Select's wrapper div (axe: aria-allowed-attr).
  const choice = (field: MessageId): Rule => ({
    validator: (_rule, value: unknown) =>
      value === undefined || value === null ? Promise.reject(new Error(t('service.form.required', { field: t(field) }))) : Promise.resolve(),
  });
  const whole = (field: MessageId, min: number, max: number): Rule[] => [
    required(field),
    { type: 'integer', min, message: t('service.form.min', { field: t(field), min }) },
    { type: 'integer', max, message: t('service.form.max', { field: t(field), max }) },
  ];
  const textRules = (field: MessageId, max: number, needed = true): Rule[] => [
    ...(needed ? [{ ...required(field), whitespace: true }] : []),
    { max, message: t('service.form.max', { field: t(field), max }) },
  ];

  if (done) {
    return (
      <RequestDone
        created={done}
        onAgain={() => {
          setDone(null);
          form.resetFields();
        }}
      />
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="service-form"
      aria-labelledby={labelledBy}
      initialValues={draft.initialValues}
      onValuesChange={draft.onValuesChange}
      onFinish={(values) => void send.submit(values)}
      requiredMark
      data-testid={`service-form-${kind}`}
    >
      <div className="service-form-grid">
        <Form.Item name="company" label={t('service.form.company')} rules={textRules('service.form.company', SERVICE_TEXT_MAX.company)}>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item name="contact" label={t('service.form.contact')} rules={textRules('service.form.contact', SERVICE_TEXT_MAX.contact)}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('service.form.mobile')}
          rules={[required('service.form.mobile'), { pattern: MOBILE_PATTERN, message: t('service.form.mobileInvalid') }]}
        >
          <Input inputMode="numeric" autoComplete="tel" maxLength={11} />
        </Form.Item>
        {!isCompany && (
          <Form.Item
            label={t('service.form.smsCode')}
            extra={t('service.form.smsHint')}
            required
            // The code's own errors (and the API's refusal) show under the code field.
          >
            <Space.Compact block>
              <Form.Item
                name="smsCode"
                noStyle
                rules={[required('service.form.smsCode'), { pattern: SMS_CODE_PATTERN, message: t('service.form.codeInvalid') }]}
              >
                <Input inputMode="numeric" maxLength={6} aria-label={t('service.form.smsCode')} />
              </Form.Item>
              <SmsCodeButton onSend={requestCode} />
            </Space.Compact>
          </Form.Item>
        )}
        {shows.role && (
          <Form.Item name="role" label={t('service.form.role')} rules={textRules('service.form.role', SERVICE_TEXT_MAX.role, ROLE_NEEDED.includes(kind))}>
            <Input />
          </Form.Item>
        )}
        <Form.Item name="headcount" label={t('service.form.headcount')} rules={whole('service.form.headcount', 1, SERVICE_HEADCOUNT_MAX)}>
          <InputNumber precision={0} className="service-number" />
        </Form.Item>
        <Form.Item name="city" label={t('service.form.city')} rules={textRules('service.form.city', SERVICE_TEXT_MAX.city)}>
          <Input />
        </Form.Item>
        {shows.staffing && (
          <Form.Item name="place" label={t('service.form.place')} rules={textRules('service.form.place', SERVICE_TEXT_MAX.place, false)}>
            <Input />
          </Form.Item>
        )}
        {shows.dates !== 'none' && (
          <Form.Item
            name="startDate"
            label={t('service.form.startDate')}
            rules={kind === 'dispatch' || kind === 'staffing' ? [required('service.form.startDate')] : []}
          >
            <Input type="date" />
          </Form.Item>
        )}
        {shows.dates === 'both' && (
          <Form.Item
            name="endDate"
            label={t('service.form.endDate')}
            extra={t('service.form.endDateHint')}
            dependencies={['startDate']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value?: string) =>
                  value && getFieldValue('startDate') && value < (getFieldValue('startDate') as string)
                    ? Promise.reject(new Error(t('service.form.endBeforeStart')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Input type="date" />
          </Form.Item>
        )}
        {shows.budget && (
          <Form.Item
            name="budgetYuan"
            label={t('service.form.budget')}
            rules={[{ type: 'integer', min: 0, message: t('service.form.min', { field: t('service.form.budget'), min: 0 }) }]}
          >
            <InputNumber precision={0} className="service-number" />
          </Form.Item>
        )}
        {shows.staffing && (
          <Form.Item name="shiftPattern" label={t('service.form.shift')} rules={[choice('service.form.shift')]}>
            <Select options={SHIFT_PATTERNS.map((value) => ({ value, label: t(`service.shift.${value}`) }))} />
          </Form.Item>
        )}
        {shows.dispatch && <DispatchFields whole={whole} choice={choice} />}
      </div>
      <Form.Item name="notes" label={t('service.form.notes')} rules={textRules('service.form.notes', SERVICE_TEXT_MAX.notes, false)}>
        <Input.TextArea rows={3} maxLength={SERVICE_TEXT_MAX.notes} showCount />
      </Form.Item>
      <DraftStatus draft={draft} />
      <FormError error={send.error ?? sendCode.error} />
      <Button type="primary" htmlType="submit" loading={send.submitting}>
        <T id="service.form.submit" />
      </Button>
    </Form>
  );
}

/** The dispatch facts the law's rules are checked on, with the share still allowed as the user types. */
function DispatchFields({ whole, choice }: { whole: (field: MessageId, min: number, max: number) => Rule[]; choice: (field: MessageId) => Rule }) {
  const t = useT();
  const total = Form.useWatch<number | undefined>('totalHeadcount');
  const current = Form.useWatch<number | undefined>('currentDispatched') ?? 0;
  return (
    <>
      <Form.Item
        name="totalHeadcount"
        label={t('service.form.totalHeadcount')}
        rules={whole('service.form.totalHeadcount', 1, 1_000_000)}
        extra={
          typeof total === 'number' && total > 0 ? (
            <span data-testid="dispatch-allowance">
              {t('service.form.allowance', { total, cap: dispatchAllowance(total), left: dispatchAllowance(total, current) })}
            </span>
          ) : undefined
        }
      >
        <InputNumber precision={0} className="service-number" />
      </Form.Item>
      <Form.Item name="currentDispatched" label={t('service.form.currentDispatched')} rules={whole('service.form.currentDispatched', 0, 1_000_000)}>
        <InputNumber precision={0} className="service-number" />
      </Form.Item>
      <Form.Item name="positionKind" label={t('service.form.positionKind')} rules={[choice('service.form.positionKind')]}>
        <Select options={DISPATCH_POSITION_KINDS.map((value) => ({ value, label: t(`service.position.${value}`) }))} />
      </Form.Item>
      <Form.Item name="durationMonths" label={t('service.form.durationMonths')} rules={whole('service.form.durationMonths', 1, 120)}>
        <InputNumber precision={0} className="service-number" />
      </Form.Item>
      <Form.Item name="contractYears" label={t('service.form.contractYears')} rules={whole('service.form.contractYears', 1, 10)}>
        <InputNumber precision={0} className="service-number" />
      </Form.Item>
    </>
  );
}

/** Empty fields are left out (the API reads a missing field, not an empty string or null). */
function cleaned(values: ServiceRequestValues): ServiceRequestValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as ServiceRequestValues;
}
