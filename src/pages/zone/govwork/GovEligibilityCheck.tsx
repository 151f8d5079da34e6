import { Alert, Button, Checkbox, Form, InputNumber, Select } from 'antd';
import { useInitialState } from '@/app/initialState.tsx';
import DraftStatus from '@/components/DraftStatus/index.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import type { EligibilityProfile, EligibilityResult } from '@/contract/gov.ts';
import { EDUCATION_LEVELS, GRASSROOTS_YEARS_MAX } from '@/contract/jobValues.ts';
import { educationDict } from '@/dicts/job.ts';
import { majorDict, politicalDict } from '@/dicts/zone.ts';
import { useFormDraft } from '@/hooks/useFormDraft.ts';
import { useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { checkEligibility } from '@/services/zone.ts';

interface GovEligibilityCheckProps {
  announcementId: string;
  /** The answers of an earlier check on this page (another announcement), to start from. */
  lastProfile: EligibilityProfile | null;
  result: EligibilityResult | null;
  onResult: (result: EligibilityResult) => void;
}

const EDUCATION_OPTIONS = educationDict.options.filter((o) => (EDUCATION_LEVELS as readonly string[]).includes(o.value));

/**
 * "我能报吗": the seeker confirms education, major and political status (the API fills gaps from the profile
 * and remembers the answers), and every position gets a verdict with its reasons. Visitors sign in first.
 * Answers not yet checked are a draft (one for all announcements: they describe the person), so a reload or
 * an expired session does not lose them.
 */
export default function GovEligibilityCheck({ announcementId, lastProfile, result, onResult }: GovEligibilityCheckProps) {
  const user = useInitialState().initialState.currentUser;
  const gate = useSeekerGate();
  const [form] = Form.useForm<EligibilityProfile>();
  const t = useT();
  const initial = lastProfile ?? result?.profile ?? { grassrootsYears: 0, grassrootsProject: false };
  const draft = useFormDraft<EligibilityProfile>('govwork.eligibility', { form, initialValues: initial, enabled: user?.role === 'seeker' });
  const check = useSubmit((values: EligibilityProfile, options) => checkEligibility(announcementId, values, options), {
    form,
    draft,
    onSuccess: (answer) => {
      form.setFieldsValue(answer.profile);
      onResult(answer);
    },
  });

  if (user?.role !== 'seeker') {
    return (
      <Alert
        type="info"
        showIcon
        message={<T id="zone.gov.check.signIn" />}
        action={
          <Button type="primary" onClick={() => gate()}>
            <T id={user ? 'zone.gov.check.seekerOnly' : 'zone.gov.check.signInButton'} />
          </Button>
        }
      />
    );
  }

  // A validator rather than `required: true`: antd would put aria-required on the Select's wrapper div, where it is not allowed.
  const required = (message: string) => [{ validator: (_: unknown, value: unknown) => (value ? Promise.resolve() : Promise.reject(new Error(message))) }];
  return (
    <div className="gov-check">
      <p className="gov-check-hint">
        <T id="zone.gov.check.hint" />
      </p>
      <Form
        form={form}
        layout="inline"
        initialValues={draft.initialValues}
        onValuesChange={draft.onValuesChange}
        onFinish={(v) => void check.submit(v)}
        className="gov-check-form"
      >
        <Form.Item name="education" label={t('zone.gov.check.education')} rules={required(t('zone.gov.check.educationRequired'))}>
          <Select style={{ width: 140 }} options={EDUCATION_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelId) }))} />
        </Form.Item>
        <Form.Item name="major" label={t('zone.gov.check.major')} rules={required(t('zone.gov.check.majorRequired'))}>
          <Select
            style={{ width: 170 }}
            showSearch
            optionFilterProp="label"
            options={majorDict.options.map((o) => ({ value: o.value, label: t(o.labelId) }))}
          />
        </Form.Item>
        <Form.Item name="political" label={t('zone.gov.check.political')} rules={required(t('zone.gov.check.politicalRequired'))}>
          <Select style={{ width: 150 }} options={politicalDict.options.map((o) => ({ value: o.value, label: t(o.labelId) }))} />
        </Form.Item>
        <Form.Item name="grassrootsYears" label={t('zone.gov.check.grassrootsYears')}>
          <InputNumber min={0} max={GRASSROOTS_YEARS_MAX} precision={0} style={{ width: 80 }} />
        </Form.Item>
        <Form.Item name="grassrootsProject" valuePropName="checked">
          <Checkbox>
            <T id="zone.gov.check.project" />
          </Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={check.submitting}>
            <T id="zone.gov.check.submit" />
          </Button>
        </Form.Item>
      </Form>
      <DraftStatus draft={draft} className="gov-check-draft" />
      <FormError error={check.error} className="gov-check-alert" />
      {result && (
        <Alert
          type={result.eligibleCount ? 'success' : 'warning'}
          showIcon
          role="status"
          className="gov-check-alert"
          data-testid="gov-check-summary"
          message={<T id="zone.gov.check.summary" values={{ eligible: result.eligibleCount, total: result.positions.length }} />}
          description={<T id={result.eligibleCount ? 'zone.gov.check.summaryHint' : 'zone.gov.check.noneHint'} />}
        />
      )}
    </div>
  );
}
