import { DislikeOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import { notInterestedDict, type NotInterestedReason } from '@/dicts/index.ts';
import { useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { T, useT } from '@/locales/useT.tsx';
import { markNotInterested } from '@/services/job.ts';

/**
 * 不感兴趣 with a reason (pay, distance …), so recommendations can learn from it. Once the API has recorded it,
 * `onDone` lets the list drop the card.
 */
export default function NotInterestedButton({ jobId, onDone, size }: { jobId: string; onDone: (jobId: string) => void; size?: 'small' | 'middle' }) {
  const gate = useSeekerGate();
  const [open, setOpen] = useState(false);
  const { message } = useFeedback();
  const t = useT();

  const choose = async (reason: NotInterestedReason) => {
    setOpen(false);
    try {
      await markNotInterested(jobId, reason);
      message.success(t('shared.job.notInterestedDone'));
      onDone(jobId);
    } catch {
      // shown by the request module
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'title', type: 'group', label: t('shared.job.notInterestedWhy') },
          ...notInterestedDict.options.map((o) => ({ key: o.value, label: t(o.labelId) })),
        ],
        onClick: ({ key }) => void choose(key as NotInterestedReason),
      }}
      open={open}
      onOpenChange={(next) => setOpen(next && gate())}
    >
      <Button size={size} icon={<DislikeOutlined aria-hidden />}>
        <T id="shared.job.notInterested" />
      </Button>
    </Dropdown>
  );
}
