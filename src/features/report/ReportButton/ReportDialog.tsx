import { Button, Modal, Result } from 'antd';
import { useState } from 'react';
import type { ReportCreated } from '@/contract/report.ts';
import { labelIdOf, reportStatusDict, type ReportTarget } from '@/dicts/index.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import ReportForm from './ReportForm.tsx';

const TITLES = {
  job: 'shared.report.titleJob',
  company: 'shared.report.titleCompany',
  conversation: 'shared.report.titleConversation',
  gig: 'gig.report.title',
} as const satisfies Record<ReportTarget, MessageId>;

export interface ReportDialogProps {
  targetType: ReportTarget;
  targetId: string;
  open: boolean;
  onClose: () => void;
  /** Once the dialog has closed (and its closing animation ended): where the keyboard goes back to. */
  afterClose: () => void;
}

/** The report dialog: the form, then the case number and status the platform answers with. */
export default function ReportDialog({ targetType, targetId, open, onClose, afterClose }: ReportDialogProps) {
  const [created, setCreated] = useState<ReportCreated | null>(null);
  const t = useT();
  const close = () => {
    onClose();
    setCreated(null);
  };

  return (
    <Modal
      open={open}
      title={<T id={TITLES[targetType]} />}
      onCancel={close}
      afterClose={afterClose}
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
  );
}
