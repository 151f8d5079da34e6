import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import DistrictPicker from '@/components/DistrictPicker/index.tsx';
import JobPositionCascader from '@/components/JobPositionCascader/index.tsx';
import type { PostingValues } from '@/contract/posting.ts';
import {
  POSTING_HEADCOUNT_MAX,
  POSTING_LINE_MIN,
  POSTING_MAX_LINES,
  POSTING_MAX_TAGS,
  POSTING_TEXT_MAX,
  POSTING_TITLE_MIN,
  SALARY_MONTHS_MAX,
  SALARY_MONTHS_MIN,
  VALID_DAYS_VALUES,
} from '@/contract/postingValues.ts';
import {
  benefitDict,
  educationDict,
  experienceDict,
  interviewFormatDict,
  interviewNoteDict,
  interviewRoundsDict,
  jobTypeDict,
  publisherTypeDict,
  restScheduleDict,
  salaryUnitDict,
  type Dict,
} from '@/dicts/index.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { salaryProblem, tagsWordingRule, titleRule, wordingRule } from './jobFormRules.ts';

const WORK_HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** A new post starts from what most posts say; the employer changes what differs. */
export const NEW_POSTING: Partial<PostingValues> = {
  jobType: 'fulltime',
  experience: 'any',
  education: 'any',
  salary: { min: undefined as unknown as number, max: undefined as unknown as number, unit: 'month', months: 12 },
  headcount: 1,
  tags: [],
  duties: [''],
  requirements: [''],
  benefits: ['insurance'],
  restSchedule: 'weekends',
  workHours: '09:00-18:00',
  publisherType: 'direct',
  interview: { formats: ['onsite'], rounds: '1-2', notes: [] },
  validDays: 30,
};

interface JobFormProps {
  form: FormInstance<PostingValues>;
  initialValues: Partial<PostingValues>;
  onValuesChange: (changed: Partial<PostingValues>, all: PostingValues) => void;
  onFinish: (values: PostingValues) => void;
  /** Draft status, errors and the buttons, drawn by the editor. */
  footer: ReactNode;
}

/** A field the form keeps without a control of its own. */
const NoControl = () => null;

/**
 * The category field as the three-level picker: the form item's value is the category, and the chosen position
 * goes to the `position` field beside it (set first, so the draft's change handler sees both).
 */
function CategoryPositionInput({
  form,
  value,
  onChange,
  id,
}: {
  form: FormInstance<PostingValues>;
  value?: string;
  onChange?: (v?: string) => void;
  id?: string;
}) {
  const t = useT();
  const position = Form.useWatch('position', form) as string | null | undefined;
  return (
    <JobPositionCascader
      id={id}
      value={{ category: value, position: position ?? undefined }}
      ariaLabel={t('hiring.form.position')}
      placeholder={t('hiring.form.positionPlaceholder')}
      onChange={(choice) => {
        form.setFieldValue('position', choice.position ?? null);
        onChange?.(choice.category);
      }}
    />
  );
}

/** One duty or requirement per entry: the API names a refused entry by its number. */
function Lines({ name, labelId, addId }: { name: 'duties' | 'requirements'; labelId: MessageId; addId: MessageId }) {
  const t = useT();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <fieldset className="job-form-lines">
          <legend>
            <T id={labelId} />
          </legend>
          {fields.map((field, index) => (
            <div key={field.key} className="job-form-line">
              <Form.Item
                name={field.name}
                rules={[
                  { required: true, whitespace: true, message: t('hiring.form.lineRequired') },
                  { min: POSTING_LINE_MIN, message: t('hiring.form.lineMin', { min: POSTING_LINE_MIN }) },
                  wordingRule(t),
                ]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  maxLength={POSTING_TEXT_MAX.line}
                  aria-label={t('hiring.form.lineLabel', { label: t(labelId), n: index + 1 })}
                />
              </Form.Item>
              {fields.length > 1 && (
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={t('hiring.form.removeLine', { label: t(labelId), n: index + 1 })}
                />
              )}
            </div>
          ))}
          {fields.length < POSTING_MAX_LINES && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
              <T id={addId} />
            </Button>
          )}
        </fieldset>
      )}
    </Form.List>
  );
}

/**
 * The job post form: every field /jobdetail shows, structured as the API takes it, checked as the user goes
 * with the API's own rules (wording, pay and 急招 in the title, the pay range and the city's minimum wage).
 */
export default function JobForm({ form, initialValues, onValuesChange, onFinish, footer }: JobFormProps) {
  const t = useT();
  const options = (dict: Dict) => dict.options.map((o) => ({ value: o.value, label: t(o.labelId) }));
  const unit = Form.useWatch(['salary', 'unit'], form);
  const publisher = Form.useWatch('publisherType', form);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      requiredMark
      className="job-form"
      scrollToFirstError
    >
      <Form.Item
        name="title"
        label={t('hiring.form.title')}
        extra={t('hiring.form.titleHint')}
        rules={[
          { required: true, whitespace: true, message: t('hiring.form.titleRequired') },
          { min: POSTING_TITLE_MIN, message: t('hiring.form.titleMin', { min: POSTING_TITLE_MIN }) },
          titleRule(t),
        ]}
      >
        <Input maxLength={POSTING_TEXT_MAX.title} showCount />
      </Form.Item>
      <div className="job-form-row">
        <Form.Item
          name="category"
          label={t('hiring.form.position')}
          tooltip={t('hiring.form.positionHint')}
          rules={[{ required: true, message: t('hiring.form.categoryRequired') }]}
        >
          <CategoryPositionInput form={form} />
        </Form.Item>
        {/* Set with the category by the picker above; sent as `position` (null: the title decides). */}
        <Form.Item name="position" hidden>
          <NoControl />
        </Form.Item>
        <Form.Item name="jobType" label={t('hiring.form.jobType')} rules={[{ required: true, message: t('hiring.form.jobTypeRequired') }]}>
          <Select options={options(jobTypeDict)} />
        </Form.Item>
        <Form.Item name="headcount" label={t('hiring.form.headcount')} rules={[{ required: true, message: t('hiring.form.headcountRequired') }]}>
          <InputNumber min={1} max={POSTING_HEADCOUNT_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <div className="job-form-row">
        <Form.Item name="experience" label={t('hiring.form.experience')} rules={[{ required: true, message: t('hiring.form.experienceRequired') }]}>
          <Select options={options(experienceDict)} />
        </Form.Item>
        <Form.Item name="education" label={t('hiring.form.education')} rules={[{ required: true, message: t('hiring.form.educationRequired') }]}>
          <Select options={options(educationDict)} />
        </Form.Item>
        <Form.Item name="validDays" label={t('hiring.form.validDays')} rules={[{ required: true, message: t('hiring.form.validDaysRequired') }]}>
          <Select options={VALID_DAYS_VALUES.map((d) => ({ value: d, label: t('hiring.form.days', { days: d }) }))} />
        </Form.Item>
      </div>
      {/* One label for the four parts; the range is checked as a whole on its top figure, and a part the API refuses shows here too. */}
      <Form.Item label={t('hiring.form.salary')} required>
        <Space.Compact className="job-form-salary">
          <Form.Item name={['salary', 'min']} noStyle>
            <InputNumber min={0} precision={0} placeholder={t('hiring.form.salaryFrom')} aria-label={t('hiring.form.salaryFrom')} />
          </Form.Item>
          <Form.Item
            name={['salary', 'max']}
            noStyle
            dependencies={[['salary', 'min'], ['salary', 'unit'], ['salary', 'months'], 'jobType', 'district']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async () => {
                  const problem = salaryProblem(getFieldValue('salary'), t, { jobType: getFieldValue('jobType'), district: getFieldValue('district') });
                  if (problem) throw new Error(problem);
                },
              }),
            ]}
          >
            <InputNumber min={0} precision={0} placeholder={t('hiring.form.salaryTo')} aria-label={t('hiring.form.salaryTo')} />
          </Form.Item>
          <Form.Item name={['salary', 'unit']} noStyle>
            <Select
              options={options(salaryUnitDict)}
              aria-label={t('hiring.form.salaryUnit')}
              style={{ width: 110 }}
              onChange={(u) => u !== 'month' && form.setFieldValue(['salary', 'months'], SALARY_MONTHS_MIN)}
            />
          </Form.Item>
          <Form.Item name={['salary', 'months']} noStyle>
            <InputNumber
              min={SALARY_MONTHS_MIN}
              max={SALARY_MONTHS_MAX}
              precision={0}
              disabled={unit !== 'month'}
              suffix={t('hiring.form.months')}
              style={{ width: 130 }}
              aria-label={t('hiring.form.salaryMonthsLabel')}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <div className="job-form-row">
        <Form.Item name="district" label={t('hiring.form.district')} rules={[{ required: true, message: t('hiring.form.districtRequired') }]}>
          <DistrictPicker />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('hiring.form.address')}
          rules={[{ required: true, whitespace: true, message: t('hiring.form.addressRequired') }]}
          className="job-form-wide"
        >
          <Input maxLength={POSTING_TEXT_MAX.address} />
        </Form.Item>
      </div>
      <Form.Item
        name="tags"
        label={t('hiring.form.tags')}
        extra={t('hiring.form.tagsHint', { max: POSTING_MAX_TAGS })}
        rules={[
          { required: true, type: 'array', min: 1, message: t('hiring.form.tagsRequired') },
          { type: 'array', max: POSTING_MAX_TAGS, message: t('hiring.form.tagsMax', { max: POSTING_MAX_TAGS }) },
          tagsWordingRule(t),
        ]}
      >
        <Select mode="tags" tokenSeparators={[',', '，', '、']} open={false} suffixIcon={null} maxTagTextLength={POSTING_TEXT_MAX.tag} />
      </Form.Item>
      <Lines name="duties" labelId="hiring.form.duties" addId="hiring.form.addDuty" />
      <Lines name="requirements" labelId="hiring.form.requirements" addId="hiring.form.addRequirement" />
      <Form.Item name="benefits" label={t('hiring.form.benefits')}>
        <Checkbox.Group options={options(benefitDict)} />
      </Form.Item>
      <div className="job-form-row">
        <Form.Item name="restSchedule" label={t('hiring.form.restSchedule')} rules={[{ required: true, message: t('hiring.form.restRequired') }]}>
          <Select options={options(restScheduleDict)} />
        </Form.Item>
        <Form.Item
          name="workHours"
          label={t('hiring.form.workHours')}
          rules={[{ required: true, pattern: WORK_HOURS, message: t('hiring.form.workHoursFormat') }]}
        >
          <Input maxLength={POSTING_TEXT_MAX.workHours} placeholder="09:00-18:00" />
        </Form.Item>
      </div>
      <Form.Item
        name={['interview', 'formats']}
        label={t('hiring.form.interviewFormats')}
        rules={[{ required: true, type: 'array', min: 1, message: t('hiring.form.interviewFormatsRequired') }]}
      >
        <Checkbox.Group options={options(interviewFormatDict)} />
      </Form.Item>
      <div className="job-form-row">
        <Form.Item
          name={['interview', 'rounds']}
          label={t('hiring.form.interviewRounds')}
          rules={[{ required: true, message: t('hiring.form.interviewRoundsRequired') }]}
        >
          <Select options={options(interviewRoundsDict)} />
        </Form.Item>
        <Form.Item name={['interview', 'notes']} label={t('hiring.form.interviewNotes')} className="job-form-wide">
          <Checkbox.Group options={options(interviewNoteDict)} />
        </Form.Item>
      </div>
      <Form.Item
        name="publisherType"
        label={t('hiring.form.publisherType')}
        extra={t('hiring.form.publisherHint')}
        rules={[{ required: true, message: t('hiring.form.publisherRequired') }]}
      >
        <Radio.Group options={options(publisherTypeDict)} />
      </Form.Item>
      {publisher && publisher !== 'direct' && (
        <Form.Item
          name="licenceNo"
          label={t('hiring.form.licenceNo')}
          rules={[{ required: true, whitespace: true, message: t('hiring.form.licenceNoRequired') }]}
        >
          <Input maxLength={POSTING_TEXT_MAX.licenceNo} />
        </Form.Item>
      )}
      {footer}
    </Form>
  );
}
