import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ReportTarget } from '@/dicts/index.ts';
import { useResumeAction } from '@/hooks/useResumeAction.ts';
import { useSignInGate } from '@/hooks/useSeekerGate.ts';
import { T } from '@/locales/useT.tsx';
import { preloadOnIntent } from '@/utils/preloadOnIntent.ts';

/**
 * The dialog (antd's Modal, Form, Radio, TextArea and Result: about 45 KB gzip) loads when it is first wanted,
 * or when the pointer or keyboard reaches the button, so the job and company pages that show this button do not
 * carry it on arrival.
 */
const loadDialog = () => import('./ReportDialog.tsx');
const ReportDialog = lazy(loadDialog);

/**
 * 举报 a job or a company: category and what happened; the platform answers with a case number and a status
 * the reporter can follow (个人中心 → 我的举报). Visitors sign in first.
 */
export default function ReportButton({ targetType, targetId, size }: { targetType: ReportTarget; targetId: string; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps its animation and focus return.
  const [wanted, setWanted] = useState(false);
  const gate = useSignInGate();
  // Where the keyboard was before the dialog: it goes back there once the dialog has closed (the dialog's
  // own return can land on the body when its content was replaced by the result).
  const trigger = useRef<HTMLButtonElement>(null);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  useResumeAction('report', show, 'anyone');

  return (
    <>
      <Button ref={trigger} size={size} icon={<WarningOutlined aria-hidden />} {...preloadOnIntent(loadDialog)} onClick={() => gate('report') && show()}>
        <T id="shared.report.button" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} open={open} onClose={() => setOpen(false)} afterClose={() => trigger.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
