import { WarningOutlined } from '@ant-design/icons';
import { Button, Modal, Result } from 'antd';
import { useRef, useState } from 'react';
import type { ReportCreated } from '@/contract/report.ts';
import { labelIdOf, reportStatusDict, type ReportTarget } from '@/dicts/index.ts';
import { useResumeAction } from '@/hooks/useResumeAction.ts';
import { useSignInGate } from '@/hooks/useSeekerGate.ts';
import { T, useT } from '@/locales/useT.tsx';
import ReportForm from './ReportForm.tsx';
import type { MessageId } from '@/locales/types.ts';

/**
 * 举报 a job or a company: category and what happened; the platform answers with a case number and a status
 * the reporter can follow (个人中心 → 我的举报). Visitors sign in first.
 */
const TITLES = { job: 'shared.report.titleJob', company: 'shared.report.titleCompany', conversation: 'shared.report.titleConversation' } as const satisfies Record<ReportTarget, MessageId>;

export default function ReportButton({ targetType, targetId, size }: { targetType: ReportTarget; targetId: string; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<ReportCreated | null>(null);
  const gate = useSignInGate();
  const t = useT();
  // Where the keyboard was before the dialog: it goes back there once the dialog has closed (the dialog's
  // own return can land on the body when its content was replaced by the result).
  const trigger = useRef<HTMLButtonElement>(null);
  useResumeAction('report', () => setOpen(true), 'anyone');

  const close = () => {
    setOpen(false);
    setCreated(null);
  };

  return (
    <>
      <Button ref={trigger} size={size} icon={<WarningOutlined aria-hidden />} onClick={() => gate('report') && setOpen(true)}>
        <T id="shared.report.button" />
      </Button>
      <Modal
        open={open}
        title={<T id={TITLES[targetType]} />}
        onCancel={close}
        afterClose={() => trigger.current?.focus()}
        destroyOnHidden
        footer={
          created ? (
            <Button type="primary" onClick={close}>
              <T id="shared.report.done" />
            </Button>
          ) : null
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
          <ReportForm targetType={targetType} targetId={targetId} onCreated={setCreated} onCancel={close} />
        )}
      </Modal>
    </>
  );
}
