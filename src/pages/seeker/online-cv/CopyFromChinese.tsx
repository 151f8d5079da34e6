import { Button } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import type { OnlineResume } from '@/contract/resume.ts';
import { confirmDialog } from '@/features/blocks/ownBlock.ts';
import { T, useT } from '@/locales/useT.tsx';
import { copyResume } from '@/services/resume.ts';

/**
 * On the English version: start from the Chinese resume (issue 26.18), to translate module by module. A version
 * already saved is replaced only after the seeker says so.
 */
export function CopyFromChinese({ resume, onCopied }: { resume: OnlineResume; onCopied: (resume: OnlineResume) => void }) {
  const t = useT();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    const overwrite = resume.updatedAt !== null;
    if (
      overwrite &&
      !(await confirmDialog({
        title: t('resume.copy.confirmTitle'),
        content: t('resume.copy.confirm'),
        okText: t('resume.copy.ok'),
        cancelText: t('hiring.block.cancel'),
      }))
    )
      return;
    setBusy(true);
    try {
      onCopied(await copyResume({ from: 'zh-CN', overwrite }));
      message.success(t('resume.copy.done'));
    } catch {
      // shown by the request module
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="resume-copy">
      <Button loading={busy} onClick={() => void copy()}>
        <T id="resume.copy.fromZh" />
      </Button>{' '}
      <span className="resume-hint">
        <T id="resume.copy.hint" />
      </span>
    </p>
  );
}
