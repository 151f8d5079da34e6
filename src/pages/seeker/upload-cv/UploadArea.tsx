import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Upload } from 'antd';
import { useRef, useState } from 'react';
import { RESUME_FILE_MAX_COUNT, RESUME_FILE_MAX_MB, RESUME_NAME_MAX } from '@/contract/resumeFileValues.ts';
import type { Resume } from '@/contract/seeker.ts';
import { useFeedback } from '@/app/feedback.tsx';
import { refusalText } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { uploadResumeFile } from '@/services/resumeFiles.ts';
import { readFileBase64 } from '@/utils/files.ts';
import { ACCEPT, resumeFileProblem } from '@/utils/resumeFileChecks.ts';

interface UploadAreaProps {
  /** Attachments already stored. */
  stored: number;
  onUploaded: (resume: Resume) => void;
}

interface InFlight {
  key: number;
  name: string;
  percent: number;
  controller: AbortController;
}

/** A long name keeps its end (the extension says the type). */
const fileNameFor = (name: string) => (name.length > RESUME_NAME_MAX ? name.slice(-RESUME_NAME_MAX) : name);

/**
 * Picking or dropping resume files: each is checked before it is sent (type, size, emptiness, a free slot),
 * then uploaded with a progress bar and a way to cancel. Files that could not be uploaded stay listed with the
 * reason until dismissed, so a refusal is not a toast that was missed.
 */
export function UploadArea({ stored, onUploaded }: UploadAreaProps) {
  const t = useT();
  const { message } = useFeedback();
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const nextKey = useRef(0);
  // Slots taken by files on their way, counted as they are picked (several arrive in one go).
  const pending = useRef(0);
  const slotsLeft = RESUME_FILE_MAX_COUNT - stored - pending.current;

  const update = (key: number, change: Partial<InFlight> | null) =>
    setInFlight((list) => (change ? list.map((f) => (f.key === key ? { ...f, ...change } : f)) : list.filter((f) => f.key !== key)));

  const send = async (file: File) => {
    const key = nextKey.current++;
    const controller = new AbortController();
    pending.current += 1;
    setInFlight((list) => [...list, { key, name: file.name, percent: 0, controller }]);
    try {
      const { base64 } = await readFileBase64(file);
      const resume = await uploadResumeFile(fileNameFor(file.name), base64, {
        skipErrorHandler: true,
        signal: controller.signal,
        onProgress: (fraction) => update(key, { percent: Math.min(99, Math.round(fraction * 100)) }),
      });
      onUploaded(resume);
      message.success(t('resume.files.uploaded', { name: resume.name }));
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        setRefused((list) => [...list, `${file.name}：${refusalText(error, t('resume.files.failed'))}`]);
      }
    } finally {
      pending.current -= 1;
      update(key, null);
    }
  };

  const pick = (file: File) => {
    const problem = resumeFileProblem(file, RESUME_FILE_MAX_COUNT - stored - pending.current);
    if (problem) setRefused((list) => [...list, t(problem, { name: file.name, mb: RESUME_FILE_MAX_MB, max: RESUME_FILE_MAX_COUNT })]);
    else void send(file);
  };

  return (
    <section className="upload-cv-area" aria-labelledby="upload-cv-area-title">
      <h2 id="upload-cv-area-title" className="upload-cv-heading">
        <T id="resume.files.uploadTitle" />
        <span className="upload-cv-slots">
          <T id="resume.files.slots" values={{ used: stored, max: RESUME_FILE_MAX_COUNT }} />
        </span>
      </h2>
      <Upload.Dragger
        accept={ACCEPT}
        multiple
        showUploadList={false}
        disabled={slotsLeft <= 0}
        beforeUpload={(file) => {
          pick(file);
          // We upload ourselves (JSON with base64 and a progress bar), never antd's multipart request.
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">
          <T id={slotsLeft <= 0 ? 'resume.files.full' : 'resume.files.drop'} values={{ max: RESUME_FILE_MAX_COUNT }} />
        </p>
        <p className="ant-upload-hint">
          <T id="resume.files.rules" values={{ mb: RESUME_FILE_MAX_MB, count: RESUME_FILE_MAX_COUNT }} />
        </p>
      </Upload.Dragger>
      {inFlight.length > 0 && (
        <ul className="upload-cv-progress" aria-label={t('resume.files.inProgress')}>
          {inFlight.map((f) => (
            <li key={f.key}>
              <span className="upload-cv-progress-name">{f.name}</span>
              <Progress percent={f.percent} size="small" aria-label={t('resume.files.uploading', { name: f.name })} />
              <Button size="small" type="link" onClick={() => f.controller.abort()}>
                <T id="resume.files.cancel" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <Alert
          className="upload-cv-refused"
          type="error"
          showIcon
          role="alert"
          message={<T id="resume.files.refusedTitle" />}
          description={
            <ul>
              {refused.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          }
          action={
            <Button size="small" onClick={() => setRefused([])}>
              <T id="resume.files.dismiss" />
            </Button>
          }
        />
      )}
    </section>
  );
}
