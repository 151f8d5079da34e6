import { Button, Checkbox, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import DistrictPicker from '@/components/DistrictPicker/index.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import { QUOTA_REQUEST, useQuotaAction } from '@/components/QuotaUpsell/index.tsx';
import { EMPLOYER_ERROR_CODES } from '@/contract/codes.ts';
import ImageListUpload from '@/features/files/ImageListUpload/index.tsx';
import type { OwnGigView } from '@/contract/gig.ts';
import {
  GIG_AGE,
  GIG_BREAK_MAX_MINUTES,
  GIG_HEADCOUNT_MAX,
  GIG_MAX_PHOTOS,
  GIG_MAX_SHIFTS,
  GIG_PAY_LIMITS_FEN,
  GIG_PIECES_PER_SHIFT_MAX,
  GIG_PREPAY_MAX_FEN,
  GIG_SIGNUP_CLOSE_HOURS,
  GIG_TEXT_MAX,
  GIG_TITLE_MIN,
} from '@/contract/gigValues.ts';
import { gigCategoryDict, gigIdentityDict, gigPayBasisDict, gigSettlementDict, type GigPayBasis } from '@/dicts/gig.ts';
import { useDictOptions } from '@/hooks/useDictOptions.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { postGig } from '@/services/gigManage.ts';
import { RequestError } from '@/services/request/errors.ts';
import { defaultShift, onFormFields, postingOf, timingRefusal, type GigFormValues } from './gigForm.ts';

/**
 * Posting a gig for review: every field of the contract but photos and video (money in 元, duties and other
 * requirements one per line, shifts as rows). The API's refusals (discriminatory wording, pay in the title or
 * outside its basis's limits, shifts that overlap or are in the past, a minimum age under 18 with a night
 * shift) come back on the fields they name; shifts in the past are caught before sending, by the same rule.
 */
/** What a staffing request matched to a gig (/handsWant) starts the form with: its role, first day and headcount. */
export interface GigPrefill {
  title?: string;
  date?: string;
  headcount?: number;
}

export default function GigForm({ onClose, onPosted, prefill }: { onClose: () => void; onPosted: (gig: OwnGigView) => void; prefill?: GigPrefill }) {
  const t = useT();
  const options = useDictOptions();
  const [form] = Form.useForm<GigFormValues>();
  const basis = Form.useWatch(['pay', 'basis'], form) as GigPayBasis | undefined;
  const quota = useQuotaAction();
  const send = useSubmit(
    (values: GigFormValues, requestOptions) => {
      const early = timingRefusal(values, Date.now());
      if (early) return Promise.reject(early);
      // The plan's gig quota used up is answered by offering the plans, not by a notification.
      return postGig(postingOf(values), { ...requestOptions, ...QUOTA_REQUEST }).catch((error: unknown) => Promise.reject(onFormFields(error)));
    },
    {
      form,
      onError: (error) => {
        if (error instanceof RequestError && error.errorCode === EMPLOYER_ERROR_CODES.quotaExhausted) quota.offer(error.message);
      },
      success: 'gig.manage.posted',
      onSuccess: (gig) => {
        onPosted(gig);
        onClose();
      },
    },
  );
  const limits = GIG_PAY_LIMITS_FEN[basis ?? 'hour'];
  const initialValues: Partial<GigFormValues> = {
    category: 'event',
    pay: { basis: 'hour', amountYuan: 25 },
    settlement: 'daily',
    shifts: [{ ...defaultShift(Date.now()), ...(prefill?.date && { date: prefill.date }), ...(prefill?.headcount && { headcount: prefill.headcount }) }],
    ...(prefill?.title && { title: prefill.title }),
    signUpCloseHours: GIG_SIGNUP_CLOSE_HOURS.default,
    requirements: { identity: 'any', minAge: GIG_AGE.nightMin, maxAge: null, healthCertificate: false },
    mealsHousing: false,
    remote: false,
    urgent: false,
    autoHire: false,
    prepayYuan: null,
    photos: [],
  };
  const required = (id: Parameters<typeof t>[0]) => [{ required: true, message: t(id) }];
  return (
    <Drawer
      open
      onClose={onClose}
      width={720}
      title={t('gig.manage.postTitle')}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('shared.cancel')}</Button>
          <Button type="primary" loading={send.submitting} onClick={() => form.submit()}>
            {t('gig.form.submit')}
          </Button>
        </Space>
      }
    >
      <p className="gig-order-meta">
        <T id="gig.form.intro" />
      </p>
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void send.submit(values)} className="gig-form">
        <Form.Item
          name="title"
          label={t('gig.form.title')}
          rules={[{ required: true, min: GIG_TITLE_MIN, message: t('gig.form.titleRule', { min: GIG_TITLE_MIN }) }]}
        >
          <Input maxLength={GIG_TEXT_MAX.title} showCount />
        </Form.Item>
        <Form.Item name="category" label={t('gig.form.category')} rules={required('gig.form.choose')}>
          <Select options={options(gigCategoryDict)} />
        </Form.Item>
        <Form.Item name="dutiesText" label={t('gig.form.duties')} extra={t('gig.form.linesHint')} rules={required('gig.form.dutiesRule')}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name={['pay', 'basis']} label={t('gig.form.payBasis')} rules={required('gig.form.choose')}>
            <Select options={options(gigPayBasisDict)} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            name={['pay', 'amountYuan']}
            label={t('gig.form.amount')}
            extra={t('gig.form.amountRange', { min: limits.min / 100, max: limits.max / 100 })}
            rules={required('gig.form.amountRule')}
          >
            <InputNumber min={0.01} precision={2} style={{ width: 160 }} />
          </Form.Item>
          {basis === 'piece' && (
            <Form.Item name={['pay', 'piecesPerShift']} label={t('gig.form.piecesPerShift')} rules={required('gig.form.amountRule')}>
              <InputNumber min={1} max={GIG_PIECES_PER_SHIFT_MAX} precision={0} style={{ width: 140 }} />
            </Form.Item>
          )}
          <Form.Item name="settlement" label={t('gig.form.settlement')} rules={required('gig.form.choose')}>
            <Select options={options(gigSettlementDict)} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <fieldset className="gig-form-fieldset">
          <legend>{t('gig.form.shifts')}</legend>
          <Form.List name="shifts">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <Space key={field.key} wrap align="start" className="gig-form-shift" aria-label={t('gig.form.shiftN', { n: i + 1 })} role="group">
                    <Form.Item name={[field.name, 'date']} label={t('gig.form.date')} rules={required('gig.form.choose')}>
                      <Input type="date" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'start']} label={t('gig.form.start')} rules={required('gig.form.choose')}>
                      <Input type="time" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'end']} label={t('gig.form.end')} rules={required('gig.form.choose')}>
                      <Input type="time" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'breakMinutes']} label={t('gig.form.break')} rules={required('gig.form.amountRule')}>
                      <InputNumber min={0} max={GIG_BREAK_MAX_MINUTES} precision={0} style={{ width: 100 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'headcount']} label={t('gig.form.headcount')} rules={required('gig.form.amountRule')}>
                      <InputNumber min={1} max={GIG_HEADCOUNT_MAX} precision={0} style={{ width: 100 }} />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button type="link" onClick={() => remove(field.name)} className="gig-form-remove">
                        {t('gig.form.removeShift', { n: i + 1 })}
                      </Button>
                    )}
                  </Space>
                ))}
                {fields.length < GIG_MAX_SHIFTS && <Button onClick={() => add(defaultShift(Date.now()))}>{t('gig.form.addShift')}</Button>}
              </>
            )}
          </Form.List>
          <Form.Item name="signUpCloseHours" label={t('gig.form.signUpClose')} rules={required('gig.form.amountRule')}>
            <InputNumber min={GIG_SIGNUP_CLOSE_HOURS.min} max={GIG_SIGNUP_CLOSE_HOURS.max} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </fieldset>
        <fieldset className="gig-form-fieldset">
          <legend>{t('gig.form.requirements')}</legend>
          <Space wrap align="start">
            <Form.Item name={['requirements', 'identity']} label={t('gig.form.identity')} rules={required('gig.form.choose')}>
              <Select options={options(gigIdentityDict)} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item
              name={['requirements', 'minAge']}
              label={t('gig.form.minAge')}
              extra={t('gig.form.minAgeHint', { min: GIG_AGE.min, night: GIG_AGE.nightMin })}
              rules={required('gig.form.amountRule')}
            >
              <InputNumber min={GIG_AGE.min} max={GIG_AGE.max} precision={0} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name={['requirements', 'maxAge']} label={t('gig.form.maxAge')} extra={t('gig.form.maxAgeHint', { floor: GIG_AGE.maxFloor })}>
              <InputNumber min={GIG_AGE.maxFloor} max={GIG_AGE.max} precision={0} style={{ width: 100 }} />
            </Form.Item>
          </Space>
          <Form.Item name={['requirements', 'healthCertificate']} valuePropName="checked">
            <Checkbox>{t('gig.form.healthCertificate')}</Checkbox>
          </Form.Item>
          <Form.Item name={['requirements', 'notesText']} label={t('gig.form.notes')} extra={t('gig.form.linesHint')}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </fieldset>
        <Form.Item name="district" label={t('gig.form.district')} rules={required('gig.form.choose')}>
          <DistrictPicker aria-label={t('gig.form.district')} />
        </Form.Item>
        <Form.Item name="address" label={t('gig.form.address')} rules={[{ required: true, min: 5, message: t('gig.form.addressRule') }]}>
          <Input maxLength={GIG_TEXT_MAX.address} />
        </Form.Item>
        <Form.Item name="howToGetThere" label={t('gig.form.howToGetThere')}>
          <Input.TextArea maxLength={GIG_TEXT_MAX.howToGetThere} rows={2} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="mealsHousing" valuePropName="checked">
            <Checkbox>{t('gig.form.mealsHousing')}</Checkbox>
          </Form.Item>
          <Form.Item name="remote" valuePropName="checked">
            <Checkbox>{t('gig.form.remote')}</Checkbox>
          </Form.Item>
          <Form.Item name="urgent" valuePropName="checked">
            <Checkbox>{t('gig.form.urgent')}</Checkbox>
          </Form.Item>
          <Form.Item name="autoHire" valuePropName="checked">
            <Checkbox>{t('gig.form.autoHire')}</Checkbox>
          </Form.Item>
        </Space>
        <Form.Item name="photos" label={t('gig.photos.label')}>
          <ImageListUpload field="photos" max={GIG_MAX_PHOTOS} hintId="gig.photos.hint" />
        </Form.Item>
        <Form.Item name="prepayYuan" label={t('gig.form.prepay')} extra={t('gig.form.prepayHint')}>
          <InputNumber min={0} max={GIG_PREPAY_MAX_FEN / 100} precision={2} style={{ width: 200 }} />
        </Form.Item>
      </Form>
      <FormError error={send.error} />
      {quota.upsell}
    </Drawer>
  );
}
