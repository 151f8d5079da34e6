import { Alert, Button, Drawer, Skeleton } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import type { OwnJob } from '@/contract/applicants.ts';
import type { OwnJobForm } from '@/contract/posting.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryJobDraft, queryOwnCompany, queryOwnJobForm } from '@/services/hiring.ts';
import { prefillFromCompany } from './companyPrefill.ts';
import { keyOf, type EditTarget } from './editTarget.ts';

/**
 * The form and what it brings (antd's Form, Cascader, InputNumber, the district picker, the draft and wording
 * checks: about 100 KB gzip) load when the drawer first opens, or when the pointer or focus reaches a button that
 * opens it, not with the list of posts. The drawer and its skeleton show at once; the chunk and the post's values
 * load side by side.
 */
export const loadEditorForm = () => import('./EditorForm.tsx');
const EditorForm = lazy(loadEditorForm);

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

/** 发布 / 编辑职位: a drawer over the list, so the list keeps its place. */
export default function JobEditor({ target, onClose, onSaved }: EditorProps) {
  const t = useT();
  const start = useApiRequest(() => load(target), { refreshDeps: [keyOf(target)] });
  useEffect(() => void loadEditorForm(), []);
  const loading = <Skeleton active paragraph={{ rows: 14 }} />;
  const titleId = target.kind === 'job' ? 'hiring.post.editTitle' : target.kind === 'draft' ? 'hiring.post.draftTitle' : 'hiring.post.newTitle';
  return (
    <Drawer open width={760} title={t(titleId)} onClose={onClose} destroyOnHidden className="job-editor">
      {start.loading ? (
        loading
      ) : start.error ? (
        <Alert type="error" showIcon message={<T id="hiring.post.loadFailed" />} action={<Button onClick={start.refresh}>{t('shared.list.retry')}</Button>} />
      ) : (
        <Suspense fallback={loading}>
          <EditorForm key={keyOf(target)} target={target} start={start.data ?? null} onClose={onClose} onSaved={onSaved} />
        </Suspense>
      )}
    </Drawer>
  );
}
