import { Button } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import GreetDialog from '@/features/talent/GreetDialog/index.tsx';
import type { TalentCard } from '@/contract/talent.ts';
import { T, useT } from '@/locales/useT.tsx';
import { markTalent } from '@/services/hiring.ts';

/** How long the toast offers 撤销 after 不合适. */
const UNDO_SECONDS = 6;

interface TalentActionsProps {
  card: TalentCard;
  /** The API confirmed a change to this card. */
  onChange: (patch: Partial<TalentCard>) => void;
  /** 不合适: the card leaves the list; `onRestore` puts it back (撤销). */
  onDismissed: () => void;
  onRestore: () => void;
}

/**
 * A candidate's actions in the talent pool: 打招呼 (starts a conversation about one of the company's open jobs),
 * 收藏 (kept under 我的标记 → 已收藏), 不合适 (out of the company's searches, with a short undo; the list of them
 * under 我的标记 offers 恢复).
 */
export function TalentActions({ card, onChange, onDismissed, onRestore }: TalentActionsProps) {
  const t = useT();
  const { message } = useFeedback();
  const [greeting, setGreeting] = useState(false);
  const toastKey = `talent-dismissed-${card.resumeId}`;

  const mark = async (next: TalentCard['mark']) => {
    try {
      await markTalent(card.resumeId, next);
    } catch {
      return false; // shown by the request module
    }
    return true;
  };
  const toggleSave = async () => {
    const next = card.mark === 'saved' ? null : 'saved';
    if (await mark(next)) onChange({ mark: next });
  };
  const dismiss = async () => {
    if (!(await mark('dismissed'))) return;
    onDismissed();
    message.success({
      key: toastKey,
      duration: UNDO_SECONDS,
      content: (
        <span>
          {t('hiring.talent.dismissed', { name: card.name })}
          <Button type="link" size="small" onClick={() => void undo()}>
            <T id="hiring.talent.undo" />
          </Button>
        </span>
      ),
    });
  };
  const undo = async () => {
    message.destroy(toastKey);
    if (await mark(null)) onRestore();
  };
  const restore = async () => {
    if (!(await mark(null))) return;
    onDismissed();
    message.success(t('hiring.talent.restored', { name: card.name }));
  };

  if (card.mark === 'dismissed') {
    return (
      <Button size="small" onClick={() => void restore()} aria-label={t('hiring.talent.restoreFor', { name: card.name })}>
        <T id="hiring.talent.restore" />
      </Button>
    );
  }
  return (
    <>
      {card.greeted ? (
        <Button size="small" disabled>
          <T id="hiring.talent.greeted" />
        </Button>
      ) : (
        <Button size="small" type="primary" onClick={() => setGreeting(true)} aria-label={t('hiring.talent.greetFor', { name: card.name })}>
          <T id="hiring.talent.greet" />
        </Button>
      )}
      <Button size="small" aria-pressed={card.mark === 'saved'} onClick={() => void toggleSave()} aria-label={t('hiring.talent.saveFor', { name: card.name })}>
        <T id={card.mark === 'saved' ? 'hiring.talent.saved' : 'hiring.talent.save'} />
      </Button>
      <Button size="small" type="text" onClick={() => void dismiss()} aria-label={t('hiring.talent.dismissFor', { name: card.name })}>
        <T id="hiring.talent.dismiss" />
      </Button>
      {greeting && <GreetDialog card={card} onClose={() => setGreeting(false)} onGreeted={() => onChange({ greeted: true })} />}
    </>
  );
}
