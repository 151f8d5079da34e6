import { Form, Input, Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import GreetingAllowance from '@/features/chat/GreetingAllowance/index.tsx';
import FormDialog from '@/components/FormDialog/index.tsx';
import { GREETING_TEXT_MAX } from '@/contract/chatValues.ts';
import type { TalentCard } from '@/contract/talent.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryGreeting } from '@/services/chat.ts';
import { greetTalent, queryOwnJobs } from '@/services/hiring.ts';
import { bestJobFor } from './bestJob.ts';

/** What the dialog reads of a candidate: who, and what the best-fitting post is judged by. */
export type GreetCandidate = Pick<TalentCard, 'resumeId' | 'name' | 'title' | 'skills' | 'city'>;

/**
 * 打招呼: the post to talk about (searchable, the best fit for the candidate preselected) and the greeting itself,
 * the recruiter's own (GET /chat/greeting, written in their name about the chosen post), editable before it goes.
 * Until the recruiter edits the text, choosing another post brings that post's greeting. Used by the talent pool
 * and by /cv (issue 26.11).
 */
export default function GreetDialog({ card, onClose, onGreeted }: { card: GreetCandidate; onClose: () => void; onGreeted: () => void }) {
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
