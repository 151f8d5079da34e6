import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useGatedToggle } from '@/hooks/useGatedToggle.ts';
import { useResumeAction } from '@/hooks/useResumeAction.ts';
import { useOffersSeekerActions, useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { T } from '@/locales/useT.tsx';
import { saveJob, unsaveJob } from '@/services/job.ts';

/** 收藏 / 已收藏: a seeker's gated toggle (useGatedToggle); not offered to recruiters. */
export default function SaveJobButton(props: SaveJobButtonProps) {
  return useOffersSeekerActions() ? <SaveToggle {...props} /> : null;
}

interface SaveJobButtonProps {
  jobId: string;
  saved: boolean;
  size?: 'small' | 'middle';
}

function SaveToggle({ jobId, saved, size }: SaveJobButtonProps) {
  const resume = `save.${jobId}`;
  const { on, buttonProps, turnOnIfOff } = useGatedToggle({
    initial: saved,
    gate: useSeekerGate(),
    resumeAs: resume,
    turnOn: () => saveJob(jobId),
    turnOff: () => unsaveJob(jobId),
    successId: (now) => (now ? 'shared.job.savedToast' : 'shared.job.unsaved'),
  });
  // Back from signing in to save / follow: done now (unless the viewer's state says it already was).
  useResumeAction(resume, turnOnIfOff);
  return (
    <Button size={size} icon={on ? <HeartFilled aria-hidden style={{ color: '#c4391d' }} /> : <HeartOutlined aria-hidden />} {...buttonProps}>
      <T id={on ? 'shared.job.saved' : 'shared.job.save'} />
    </Button>
  );
}
