import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import { useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { T, useT } from '@/locales/useT.tsx';
import { saveJob, unsaveJob } from '@/services/job.ts';

/** 收藏 / 已收藏 toggle. Visitors are sent to sign in first; the state flips only once the API agrees. */
export default function SaveJobButton({ jobId, saved: initial, size }: { jobId: string; saved: boolean; size?: 'small' | 'middle' }) {
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);
  const gate = useSeekerGate();
  const { message } = useFeedback();
  const t = useT();

  const toggle = async () => {
    if (!gate()) return;
    setBusy(true);
    try {
      await (saved ? unsaveJob(jobId) : saveJob(jobId));
      message.success(t(saved ? 'shared.job.unsaved' : 'shared.job.savedToast'));
      setSaved(!saved);
    } catch {
      // the request module has already shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size={size} aria-pressed={saved} loading={busy} icon={saved ? <HeartFilled aria-hidden style={{ color: '#c4391d' }} /> : <HeartOutlined aria-hidden />} onClick={toggle}>
      <T id={saved ? 'shared.job.saved' : 'shared.job.save'} />
    </Button>
  );
}
