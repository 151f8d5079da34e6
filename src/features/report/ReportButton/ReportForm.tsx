import { Button, Flex, Form, Input, Radio } from 'antd';
import DraftStatus from '@/components/DraftStatus/index.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import { REPORT_DESCRIPTION_MAX, REPORT_DESCRIPTION_MIN } from '@/contract/jobValues.ts';
import type { ReportCreated } from '@/contract/report.ts';
import { reportCategoryDict, type ReportCategory, type ReportTarget } from '@/dicts/index.ts';
import { useFormDraft } from '@/hooks/useFormDraft.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { createReport } from '@/services/report.ts';

interface ReportValues {
  category: ReportCategory;
  description: string;
}

interface ReportFormProps {
  targetType: ReportTarget;
  targetId: string;
  onCreated: (created: ReportCreated) => void;
  onCancel: () => void;
}

/**
 * The report itself, mounted each time the dialog opens, so it starts from the latest draft of this target:
 * what the reporter wrote survives closing the dialog, a reload or a failed submit, until the report is filed.
 */
export default function ReportForm({ targetType, targetId, onCreated, onCancel }: ReportFormProps) {
  const [form] = Form.useForm<ReportValues>();
  const t = useT();
  const draft = useFormDraft<ReportValues>(`report.${targetType}.${targetId}`, { form });
  // A duplicate report (409) is refused in the dialog, in the API's words.
  const report = useSubmit((values: ReportValues, options) => createReport({ targetType, targetId, ...values }, options), {
    form,
    inlineErrors: true,
    fallback: 'shared.report.failed',
    draft,
    onSuccess: (created) => onCreated(created),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={draft.initialValues}
      onValuesChange={draft.onValuesChange}
      onFinish={(v) => void report.submit(v)}
      requiredMark
    >
      <Form.Item name="category" label={<T id="shared.report.category" />} rules={[{ required: true, message: t('shared.report.categoryRequired') }]}>
        <Radio.Group options={reportCategoryDict.options.map((o) => ({ value: o.value, label: t(o.labelId) }))} />
      </Form.Item>
      <Form.Item
        name="description"
        label={<T id="shared.report.description" />}
        rules={[
          { required: true, whitespace: true, message: t('shared.report.descriptionRequired') },
          { min: REPORT_DESCRIPTION_MIN, message: t('shared.report.descriptionMin', { min: REPORT_DESCRIPTION_MIN }) },
        ]}
      >
        <Input.TextArea rows={4} maxLength={REPORT_DESCRIPTION_MAX} showCount placeholder={t('shared.report.descriptionPlaceholder')} />
      </Form.Item>
      <DraftStatus draft={draft} />
      <FormError error={report.error} />
      <p className="report-hint">
        <T id="shared.report.hint" />
      </p>
      {/* The dialog's own footer, drawn here because the form (and its busy state) lives here. */}
      <Flex justify="end" gap={8} className="report-actions">
        <Button onClick={onCancel}>
          <T id="shared.cancel" />
        </Button>
        <Button type="primary" htmlType="submit" loading={report.submitting}>
          <T id="shared.report.submit" />
        </Button>
      </Flex>
    </Form>
  );
}
