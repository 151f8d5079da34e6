import { Button, Form, Input, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { CvRelation } from '@/contract/cvActions.ts';
import { FORWARD_NOTE_MAX } from '@/contract/cvActionValues.ts';
import type { ResumeReading } from '@/contract/resumeFiles.ts';
import type { TalentMark } from '@/dicts/resume.ts';
import InterviewInvite from '@/features/interviews/InterviewInvite/index.tsx';
import GreetDialog, { type GreetCandidate } from '@/features/talent/GreetDialog/index.tsx';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { paths } from '@/paths.ts';
import { forwardResume, queryColleagues } from '@/services/cvActions.ts';
import { markTalent } from '@/services/hiring.ts';

type Dialog = 'greet' | 'invite' | 'forward' | null;

/**
 * What an employer does with a resume, on the resume (issue 26.11): 沟通 (the conversation the company already
 * has, else a greeting about one of its posts), 邀请面试 (for an application marked 有意向), 收藏 / 不合适 (the
 * talent-pool marks) and 转发同事. The relation comes with the reading, so each button is the right one at once.
 */
export default function CvActions({ reading, onRelation }: { reading: ResumeReading; onRelation: (relation: CvRelation) => void }) {
  const t = useT();
  const { message } = useFeedback();
  const relation = reading.relation!;
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const content = reading.content;
  const latest = content?.work[0];
  // What the greeting dialog's post choice is judged by: the latest title (or the one wanted), the skills, the city.
  const candidate = {
    resumeId: reading.id,
    name: content?.basic?.name ?? reading.name,
    title: latest?.title ?? content?.preferences[0]?.title ?? '',
    skills: [...new Set(content?.work.flatMap((w) => w.skills) ?? [])],
    // The resume stores the city by its code, as the talent card does.
    city: (content?.basic?.city ?? null) as GreetCandidate['city'],
  };

  const mark = async (next: TalentMark | null) => {
    try {
      await markTalent(reading.id, next);
    } catch {
      return; // shown by the request module
    }
    onRelation({ ...relation, mark: next });
    if (next === 'dismissed') message.success(t('hiring.cv.dismissed'));
  };

  return (
    <div className="cv-actions no-print" role="group" aria-label={t('hiring.cv.actions')}>
      <Space wrap>
        {relation.conversationId ? (
          <Button type="primary" onClick={() => navigate(paths.conversation(relation.conversationId!))}>
            <T id="hiring.cv.chat" />
          </Button>
        ) : (
          reading.kind === 'online' && (
            <Button type="primary" onClick={() => setDialog('greet')}>
              <T id="hiring.cv.chat" />
            </Button>
          )
        )}
        {relation.applicationId ? (
          <Button onClick={() => setDialog('invite')}>
            <T id="hiring.cv.invite" />
          </Button>
        ) : (
          <Tooltip title={t('hiring.cv.inviteNeedsApplication')}>
            <Button disabled aria-describedby="cv-invite-why">
              <T id="hiring.cv.invite" />
            </Button>
            <span id="cv-invite-why" className="visually-hidden">
              <T id="hiring.cv.inviteNeedsApplication" />
            </span>
          </Tooltip>
        )}
        {reading.kind === 'online' && (
          <>
            <Button aria-pressed={relation.mark === 'saved'} onClick={() => void mark(relation.mark === 'saved' ? null : 'saved')}>
              <T id={relation.mark === 'saved' ? 'hiring.cv.saved' : 'hiring.cv.save'} />
            </Button>
            {relation.mark === 'dismissed' ? (
              <Button onClick={() => void mark(null)}>
                <T id="hiring.cv.restore" />
              </Button>
            ) : (
              <Button onClick={() => void mark('dismissed')}>
                <T id="hiring.cv.dismiss" />
              </Button>
            )}
          </>
        )}
        <Button onClick={() => setDialog('forward')}>
          <T id="hiring.cv.forward" />
        </Button>
      </Space>
      {dialog === 'greet' && <GreetDialog card={candidate} onClose={() => setDialog(null)} onGreeted={() => undefined} />}
      {dialog === 'invite' && relation.applicationId && (
        <InterviewInvite
          applicationId={relation.applicationId}
          onClose={() => setDialog(null)}
          onInvited={() => onRelation({ ...relation, applicationId: null })}
        />
      )}
      {dialog === 'forward' && <ForwardDialog resumeId={reading.id} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** 转发同事: one of the company's other recruiters and a note; the colleague finds it in the company's notices. */
function ForwardDialog({ resumeId, onClose }: { resumeId: string; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<{ to: string; note?: string }>();
  const colleagues = useApiRequest(queryColleagues);
  const none = colleagues.data !== undefined && !colleagues.data.length;
  return (
    <FormDialog
      title={<T id="hiring.cv.forwardTitle" />}
      form={form}
      submit={(values, options) => forwardResume(resumeId, values, options)}
      success={(result) => t('hiring.cv.forwarded', { name: result.to.name })}
      onDone={() => undefined}
      onClose={onClose}
      okText={t('hiring.cv.forward')}
      okDisabled={none}
      intro={none && <p>{t('hiring.cv.forwardNoColleagues')}</p>}
    >
      <Form.Item name="to" label={t('hiring.cv.forwardTo')} rules={[{ required: true, message: t('hiring.cv.forwardToRequired') }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={colleagues.loading}
          options={(colleagues.data ?? []).map((c) => ({ value: c.id, label: c.title ? `${c.name} · ${c.title}` : c.name }))}
        />
      </Form.Item>
      <Form.Item name="note" label={t('hiring.cv.forwardNote')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={FORWARD_NOTE_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
