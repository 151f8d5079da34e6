import { PageContainer } from '@/components/PageContainer/index.tsx';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFeedback } from '@/app/feedback.tsx';
import FilePreview from '@/features/files/FilePreview/index.tsx';
import ListState from '@/components/ListState/index.tsx';
import { RESUME_UNDO_MS } from '@/contract/resumeFileValues.ts';
import type { Resume } from '@/contract/seeker.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryResumes } from '@/services/job.ts';
import { JOB_ERROR_CODES } from '@/contract/codes.ts';
import { RequestError } from '@/services/request/errors.ts';
import type { RequestOptions } from '@/services/request/index.ts';
import { deleteResume, restoreResume, setDefaultResume } from '@/services/resumeFiles.ts';
import { RenameDialog } from './RenameDialog.tsx';
import { ResumeItem } from './ResumeItem.tsx';
import { UploadArea } from './UploadArea.tsx';
import './uploadcv.css';

/** An undo refused for the cap or the closed window: the page says the API's reason itself. */
const UNDO_REQUEST: RequestOptions = { handlesErrorCodes: [JOB_ERROR_CODES.tooManyResumeFiles, JOB_ERROR_CODES.undoExpired] };

/**
 * /uploadcv: the seeker's resumes (online versions and uploaded files) in one list — upload more files, preview
 * one, rename, choose the default an application preselects, and delete an attachment with a few seconds to
 * take it back.
 */
export default function UploadResumePage() {
  const t = useT();
  const { message } = useFeedback();
  const resumes = useApiRequest(queryResumes);
  const list = resumes.data ?? [];
  const [previewing, setPreviewing] = useState<Resume | null>(null);
  const [renaming, setRenaming] = useState<Resume | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const attachments = list.filter((r) => r.kind === 'attachment').length;

  /** Runs an action on one resume, with its buttons disabled meanwhile; failures are notified by the request module. */
  const act = async (resume: Resume, action: () => Promise<void>) => {
    setBusyId(resume.id);
    try {
      await action();
    } catch {
      // shown by the request module
    } finally {
      setBusyId(null);
    }
  };

  const makeDefault = (resume: Resume) =>
    act(resume, async () => {
      resumes.mutate(await setDefaultResume(resume.id));
      message.success(t('resume.files.defaultSet', { name: resume.name }));
    });

  const undo = (resume: Resume) =>
    act(resume, async () => {
      message.destroy(`deleted-${resume.id}`);
      try {
        resumes.mutate(await restoreResume(resume.id, UNDO_REQUEST));
        message.success(t('resume.files.restored', { name: resume.name }));
      } catch (error) {
        // The API's reason (the cap was reached by an upload meanwhile, or the window closed) is the useful part.
        if (error instanceof RequestError && error.errorCode && UNDO_REQUEST.handlesErrorCodes!.includes(error.errorCode)) {
          message.warning({ key: `undo-refused-${resume.id}`, content: <span data-testid="undo-refused">{error.message}</span>, duration: 8 });
        }
        throw error;
      }
    });

  const remove = (resume: Resume) =>
    act(resume, async () => {
      await deleteResume(resume.id);
      // The API moved the default if this was it: read the list again rather than guess.
      resumes.refresh();
      message.success({
        key: `deleted-${resume.id}`,
        duration: RESUME_UNDO_MS / 1000,
        content: (
          <span>
            {t('resume.files.deleted', { name: resume.name })}
            <Button type="link" size="small" onClick={() => void undo(resume)}>
              <T id="resume.files.undo" />
            </Button>
          </span>
        ),
      });
    });

  return (
    <PageContainer
      className="upload-cv-page"
      title={
        <h1>
          <T id="resume.files.title" />
        </h1>
      }
      content={<T id="resume.files.intro" />}
    >
      <UploadArea stored={attachments} onUploaded={(resume) => resumes.mutate([...list.filter((r) => r.id !== resume.id), resume])} />
      <section className="upload-cv-list" aria-labelledby="upload-cv-list-title">
        <h2 id="upload-cv-list-title" className="upload-cv-heading">
          <T id="resume.files.list" />
        </h2>
        <ListState
          loading={resumes.loading}
          error={resumes.error}
          empty={!list.length}
          onRetry={resumes.refresh}
          emptyId="resume.files.empty"
          emptyAction={
            <Link to="/onlinecv">
              <T id="resume.files.createOnline" />
            </Link>
          }
          rows={2}
        >
          <ul className="upload-cv-items">
            {list.map((resume) => (
              <ResumeItem
                key={resume.id}
                resume={resume}
                busy={busyId === resume.id}
                onPreview={() => setPreviewing(resume)}
                onRename={() => setRenaming(resume)}
                onMakeDefault={() => void makeDefault(resume)}
                onDelete={() => void remove(resume)}
              />
            ))}
          </ul>
        </ListState>
      </section>
      {renaming && (
        <RenameDialog
          resume={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(renamed) => resumes.mutate(list.map((r) => (r.id === renamed.id ? renamed : r)))}
        />
      )}
      <Modal open={!!previewing} title={previewing?.name} footer={null} width={920} onCancel={() => setPreviewing(null)} destroyOnHidden>
        {previewing?.file && previewing.fileType && <FilePreview path={previewing.file} type={previewing.fileType} name={previewing.name} />}
      </Modal>
    </PageContainer>
  );
}
