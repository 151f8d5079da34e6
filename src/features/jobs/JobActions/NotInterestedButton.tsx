import { DislikeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useFeedback } from '@/app/feedback.tsx';
import { OnDemandDropdown } from '@/components/OnDemandDropdown/index.tsx';
import { notInterestedDict, type NotInterestedReason } from '@/dicts/index.ts';
import { useOffersSeekerActions, useSeekerGate } from '@/hooks/useSeekerGate.ts';
import { T, useT } from '@/locales/useT.tsx';
import { markNotInterested, undoNotInterested } from '@/services/job.ts';

/** How long the toast offers 撤销. */
const UNDO_SECONDS = 6;

interface NotInterestedButtonProps {
  jobId: string;
  /** The API has recorded it: the list drops the card (and counts one job fewer). */
  onDone: (jobId: string) => void;
  /** With it, the toast offers 撤销 for a few seconds; the API forgets the choice and the list shows the job again. */
  onUndo?: (jobId: string) => void;
  size?: 'small' | 'middle';
}

/**
 * 不感兴趣 with a reason (pay, distance …), so recommendations can learn from it. Once the API has recorded it,
 * `onDone` lets the list drop the card, and the toast can take it back.
 */
export default function NotInterestedButton(props: NotInterestedButtonProps) {
  // Recruiters are not offered a job seeker's feedback on a job.
  return useOffersSeekerActions() ? <NotInterestedMenu {...props} /> : null;
}

function NotInterestedMenu({ jobId, onDone, onUndo, size }: NotInterestedButtonProps) {
  const gate = useSeekerGate();
  const { message } = useFeedback();
  const t = useT();
  const toastKey = `not-interested-${jobId}`;

  const undo = async () => {
    message.destroy(toastKey);
    try {
      await undoNotInterested(jobId);
      onUndo?.(jobId);
      message.success(t('shared.job.notInterestedUndone'));
    } catch {
      // shown by the request module
    }
  };

  const choose = async (reason: NotInterestedReason) => {
    try {
      await markNotInterested(jobId, reason);
      message.success({
        key: toastKey,
        duration: onUndo ? UNDO_SECONDS : undefined,
        content: (
          <span>
            <span>{t('shared.job.notInterestedDone')}</span>
            {onUndo && (
              <Button type="link" size="small" onClick={() => void undo()}>
                <T id="shared.job.notInterestedUndo" />
              </Button>
            )}
          </span>
        ),
      });
      onDone(jobId);
    } catch {
      // shown by the request module
    }
  };

  return (
    <OnDemandDropdown
      menu={{
        items: [
          { key: 'title', type: 'group', label: t('shared.job.notInterestedWhy') },
          ...notInterestedDict.options.map((o) => ({ key: o.value, label: t(o.labelId) })),
        ],
        onClick: ({ key }) => void choose(key as NotInterestedReason),
      }}
      allowOpen={gate}
    >
      <Button size={size} icon={<DislikeOutlined aria-hidden />}>
        <T id="shared.job.notInterested" />
      </Button>
    </OnDemandDropdown>
  );
}
