import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useGatedToggle } from '@/hooks/useGatedToggle.ts';
import { useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { T } from '@/locales/useT.tsx';
import { saveJob, unsaveJob } from '@/services/job.ts';

/** 收藏 / 已收藏: a seeker's gated toggle (useGatedToggle). */
export default function SaveJobButton({ jobId, saved, size }: { jobId: string; saved: boolean; size?: 'small' | 'middle' }) {
  const { on, buttonProps } = useGatedToggle({
    initial: saved,
    gate: useSeekerGate(),
    turnOn: () => saveJob(jobId),
    turnOff: () => unsaveJob(jobId),
    successId: (now) => (now ? 'shared.job.savedToast' : 'shared.job.unsaved'),
  });
  return (
    <Button size={size} icon={on ? <HeartFilled aria-hidden style={{ color: '#c4391d' }} /> : <HeartOutlined aria-hidden />} {...buttonProps}>
      <T id={on ? 'shared.job.saved' : 'shared.job.save'} />
    </Button>
  );
}
