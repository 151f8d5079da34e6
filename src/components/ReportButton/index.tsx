import { WarningOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Radio, Result } from 'antd';
import { useState } from 'react';
import type { ReportCreated } from '@/contract/report.ts';
import { REPORT_DESCRIPTION_MAX, REPORT_DESCRIPTION_MIN } from '@/contract/jobValues.ts';
import { labelIdOf, reportCategoryDict, reportStatusDict, type ReportCategory, type ReportTarget } from '@/dicts/index.ts';
import { useSignInGate } from '@/hooks/useSeekerGate.ts';
import { T, useT } from '@/locales/useT.tsx';
import { createReport } from '@/services/report.ts';
import { applyFieldErrors } from '@/utils/formErrors.ts';

interface ReportForm {
  category: ReportCategory;
  description: string;
}

/**
 * 举报 a job or a company: category and what happened; the platform answers with a case number and a status
 * the reporter can follow (个人中心 → 我的举报). Visitors sign in first.
 */
export default function ReportButton({ targetType, targetId, size }: { targetType: ReportTarget; targetId: string; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<ReportCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<ReportForm>();
  const gate = useSignInGate();
  const t = useT();

  const close = () => {
    setOpen(false);
    setCreated(null);
    setError(null);
    form.resetFields();
  };

  const submit = async (values: ReportForm) => {
    setSubmitting(true);
    setError(null);
    try {
      setCreated(await createReport({ targetType, targetId, ...values }));
    } catch (e) {
      setError(applyFieldErrors(form, e, t('shared.report.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Button size={size} icon={<WarningOutlined aria-hidden />} onClick={() => gate() && setOpen(true)}>
        <T id="shared.report.button" />
      </Button>
      <Modal
        open={open}
        title={<T id={targetType === 'job' ? 'shared.report.titleJob' : 'shared.report.titleCompany'} />}
        onCancel={close}
        destroyOnHidden
        footer={
          created ? (
            <Button type="primary" onClick={close}>
              <T id="shared.report.done" />
            </Button>
          ) : (
            [
              <Button key="cancel" onClick={close}>
                <T id="shared.cancel" />
              </Button>,
              <Button key="submit" type="primary" loading={submitting} onClick={() => form.submit()}>
                <T id="shared.report.submit" />
              </Button>,
            ]
          )
        }
      >
        {created ? (
          <Result
            status="success"
            title={<T id="shared.report.created" />}
            subTitle={
              <>
                <div data-testid="report-case">
                  <T id="shared.report.caseNo" values={{ caseNo: created.caseNo }} />
                </div>
                <div>
                  <T id="shared.report.status" values={{ status: t(labelIdOf(reportStatusDict, created.status, 'shared.unknown')) }} />
                </div>
              </>
            }
          />
        ) : (
          <Form form={form} layout="vertical" onFinish={submit} requiredMark>
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
            {error && (
              <div role="alert" className="ant-form-item-explain-error">
                {error}
              </div>
            )}
            <p className="report-hint">
              <T id="shared.report.hint" />
            </p>
          </Form>
        )}
      </Modal>
    </>
  );
}
