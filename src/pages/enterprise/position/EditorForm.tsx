import { Alert, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import DraftStatus from '@/components/DraftStatus/index.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import type { OwnJob } from '@/contract/applicants.ts';
import type { OwnJobForm, PostingValues } from '@/contract/posting.ts';
import { useFormDraft } from '@/hooks/useFormDraft.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { createPosting, deleteJobDraft, saveJobDraft, updatePosting } from '@/services/hiring.ts';
import { keyOf, type EditTarget } from './editTarget.ts';
import JobForm, { NEW_POSTING } from './JobForm.tsx';

export interface EditorFormProps {
  target: EditTarget;
  /** The values the form starts from (null: the defaults). */
  start: OwnJobForm | null;
  onClose: () => void;
  /** After a submit (the post is in review) or a draft save. */
  onSaved: (job: OwnJob) => void;
}

/** The form, once its starting values are known: the local draft (every keystroke) starts from them. */
export default function EditorForm({ target, start, onClose, onSaved }: EditorFormProps) {
  const t = useT();
  const { message } = useFeedback();
  const [form] = Form.useForm<PostingValues>();
  const draft = useFormDraft<PostingValues>(`posting.${keyOf(target)}`, { form, initialValues: { ...NEW_POSTING, ...start?.values } as PostingValues });
  const [savingDraft, setSavingDraft] = useState(false);
  const submit = useSubmit(
    async (values: PostingValues, options) => {
      const job = target.kind === 'job' ? await updatePosting(target.id, values, options) : await createPosting(values, options);
      // The server draft became a post: it leaves the drafts tab.
      if (target.kind === 'draft') await deleteJobDraft(target.id).catch(() => undefined);
      return job;
    },
    { form, draft, inlineErrors: false, success: 'hiring.post.submitted', onSuccess: onSaved },
  );
  const saveDraft = async () => {
    setSavingDraft(true);
    try {
      const saved = await saveJobDraft(target.kind === 'draft' ? target.id : null, form.getFieldsValue(true) as Record<string, unknown>);
      // Kept on the server now: the local copy is no longer needed.
      draft.clear();
      void message.success(t('hiring.post.draftSaved'));
      onSaved(saved);
    } finally {
      setSavingDraft(false);
    }
  };

  return (
    <>
      {start?.status === 'rejected' && (
        <Alert type="error" showIcon className="job-editor-reason" message={<T id="hiring.post.rejectedBecause" />} description={start.rejectReason} />
      )}
      {start?.status === 'open' && <Alert type="info" showIcon className="job-editor-reason" message={<T id="hiring.post.reviewNote" />} />}
      {/* The form is long: a draft restored on load is said at its top, not by the buttons. */}
      <DraftStatus draft={draft} show="restored" />
      {target.kind === 'new' && start && <Alert type="info" showIcon className="job-editor-reason" message={<T id="hiring.form.prefilled" />} />}
      <JobForm
        form={form}
        initialValues={draft.initialValues}
        onValuesChange={draft.onValuesChange}
        onFinish={(values) => void submit.submit(values)}
        footer={
          <>
            <DraftStatus draft={draft} show="saved" />
            <FormError error={submit.error} />
            <Flex gap={8} justify="end" className="job-editor-actions">
              <Button onClick={onClose}>
                <T id="shared.cancel" />
              </Button>
              {target.kind !== 'job' && (
                <Button onClick={() => void saveDraft()} loading={savingDraft}>
                  <T id="hiring.post.saveDraft" />
                </Button>
              )}
              <Button type="primary" htmlType="submit" loading={submit.submitting}>
                <T id={target.kind === 'job' && start?.status === 'open' ? 'hiring.post.save' : 'hiring.post.submit'} />
              </Button>
            </Flex>
          </>
        }
      />
    </>
  );
}
