import { Button, Form, Input, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import GreetingAllowance from '@/features/chat/GreetingAllowance/index.tsx';
import FormDialog from '@/components/FormDialog/index.tsx';
import { GREETING_TEXT_MAX } from '@/contract/chatValues.ts';
import type { TalentCard } from '@/contract/talent.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryGreeting } from '@/services/chat.ts';
import { greetTalent, markTalent, queryOwnJobs } from '@/services/hiring.ts';
import { bestJobFor } from './bestJob.ts';

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

/**
 * 打招呼: the post to talk about (searchable, the best fit for the candidate preselected) and the greeting itself,
 * the recruiter's own (GET /chat/greeting, written in their name about the chosen post), editable before it goes.
 * Until the recruiter edits the text, choosing another post brings that post's greeting.
 */
function GreetDialog({ card, onClose, onGreeted }: { card: TalentCard; onClose: () => void; onGreeted: () => void }) {
  const t = useT();
  const [form] = Form.useForm<{ jobId: string; text: string }>();
  const jobs = useApiRequest(queryOwnJobs);
  const open = useMemo(() => (jobs.data ?? []).filter((j) => j.status === 'open'), [jobs.data]);
  const none = jobs.data !== undefined && !open.length;
  const [greetingsLeft, setGreetingsLeft] = useState<number | null>(null);
  const jobId = Form.useWatch('jobId', form);
  const edited = useRef(false);

  // Once the posts are in, the best fit is chosen (the recruiter may pick another).
  useEffect(() => {
    if (form.getFieldValue('jobId') || !open.length) return;
    form.setFieldsValue({ jobId: bestJobFor(card, open)?.id });
  }, [open, card, form]);

  // The greeting about the chosen post, unless the recruiter has written their own.
  useEffect(() => {
    if (!jobId || edited.current) return;
    let current = true;
    queryGreeting(jobId).then(
      (greeting) => current && !edited.current && form.setFieldsValue({ text: greeting.text }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [jobId, form]);

  return (
    <FormDialog
      title={<T id="hiring.talent.greetTitle" values={{ name: card.name }} />}
      form={form}
      submit={({ jobId: chosen, text }, options) => greetTalent(card.resumeId, { jobId: chosen, text }, options)}
      success={(result) => (result.created ? t('hiring.talent.greetSent', { name: card.name }) : t('hiring.talent.greetExisting'))}
      onDone={onGreeted}
      onClose={onClose}
      okText={t('hiring.talent.greet')}
      okDisabled={none || greetingsLeft === 0}
      intro={
        <>
          {none && (
            <p>
              <T id="hiring.talent.greetNoJobs" />
            </p>
          )}
          <p className="talent-greetings-left">
            <GreetingAllowance onLoaded={setGreetingsLeft} />
          </p>
        </>
      }
    >
      {!none && (
        <>
          <Form.Item name="jobId" label={t('hiring.talent.greetJob')} rules={[{ required: true, message: t('hiring.talent.greetJobRequired') }]}>
            <Select showSearch optionFilterProp="label" loading={jobs.loading} options={open.map((j) => ({ value: j.id, label: j.title }))} />
          </Form.Item>
          <Form.Item
            name="text"
            label={t('hiring.talent.greetText')}
            extra={t('hiring.talent.greetHint')}
            rules={[{ required: true, whitespace: true, message: t('hiring.talent.greetTextRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={GREETING_TEXT_MAX} showCount onChange={() => (edited.current = true)} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
