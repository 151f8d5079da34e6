import { Alert, Button, Drawer, Flex, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useFeedback } from '@/app/feedback.tsx';
import DraftStatus from '@/components/DraftStatus/index.tsx';
import { FormError } from '@/components/FormError/index.tsx';
import type { OwnJob } from '@/contract/applicants.ts';
import type { OwnJobForm, PostingValues } from '@/contract/posting.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { useFormDraft } from '@/hooks/useFormDraft.ts';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { createPosting, deleteJobDraft, queryJobDraft, queryOwnCompany, queryOwnJobForm, saveJobDraft, updatePosting } from '@/services/hiring.ts';
import { prefillFromCompany } from './companyPrefill.ts';
import JobForm, { NEW_POSTING } from './JobForm.tsx';

/** What the drawer edits: a new post, a copy of one, a saved draft (`jd…`) or a post (`j…`). */
export type EditTarget = { kind: 'new' } | { kind: 'copy'; from: string } | { kind: 'draft'; id: string } | { kind: 'job'; id: string };

export function targetOf(edit: string | null, copy: string | null): EditTarget | null {
  if (copy && /^j\d{1,7}$/.test(copy)) return { kind: 'copy', from: copy };
  if (edit === 'new') return { kind: 'new' };
  if (edit && /^jd[\w-]{1,20}$/.test(edit)) return { kind: 'draft', id: edit };
  if (edit && /^j\d{1,7}$/.test(edit)) return { kind: 'job', id: edit };
  return null;
}

const keyOf = (target: EditTarget) => (target.kind === 'new' ? 'new' : target.kind === 'copy' ? `copy.${target.from}` : target.id);

async function load(target: EditTarget): Promise<OwnJobForm | null> {
  if (target.kind === 'new') {
    // A new post starts from the company page's benefits, hours and office; without it, from the defaults.
    const company = await queryOwnCompany({ skipErrorHandler: true }).catch(() => null);
    const values = prefillFromCompany(company?.profile);
    return Object.keys(values).length ? { id: '', status: 'draft', rejectReason: null, values } : null;
  }
  if (target.kind === 'draft') return queryJobDraft(target.id);
  const form = await queryOwnJobForm(target.kind === 'copy' ? target.from : target.id);
  return target.kind === 'copy' ? { ...form, id: '', status: 'draft', rejectReason: null } : form;
}

interface EditorProps {
  target: EditTarget;
  onClose: () => void;
  /** After a submit (the post is in review) or a draft save. */
  onSaved: (job: OwnJob) => void;
}

/** The form, once its starting values are known: the local draft (every keystroke) starts from them. */
function EditorForm({ target, start, onClose, onSaved }: EditorProps & { start: OwnJobForm | null }) {
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

/** 发布 / 编辑职位: a drawer over the list, so the list keeps its place. */
export default function JobEditor({ target, onClose, onSaved }: EditorProps) {
  const t = useT();
  const start = useApiRequest(() => load(target), { refreshDeps: [keyOf(target)] });
  const titleId = target.kind === 'job' ? 'hiring.post.editTitle' : target.kind === 'draft' ? 'hiring.post.draftTitle' : 'hiring.post.newTitle';
  return (
    <Drawer open width={760} title={t(titleId)} onClose={onClose} destroyOnHidden className="job-editor">
      {start.loading ? (
        <Skeleton active paragraph={{ rows: 14 }} />
      ) : start.error ? (
        <Alert type="error" showIcon message={<T id="hiring.post.loadFailed" />} action={<Button onClick={start.refresh}>{t('shared.list.retry')}</Button>} />
      ) : (
        <EditorForm key={keyOf(target)} target={target} start={start.data ?? null} onClose={onClose} onSaved={onSaved} />
      )}
    </Drawer>
  );
}
