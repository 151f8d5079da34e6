import { Form, Input, Select } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { Applicant, ApplicantNotesBody } from '@/contract/applicants.ts';
import { APPLICANT_NOTE_MAX_LENGTH, APPLICANT_TAG_MAX_LENGTH, APPLICANT_TAGS_MAX } from '@/contract/applicantValues.ts';
import type { MessageId } from '@/locales/types.ts';
import { T, useT } from '@/locales/useT.tsx';
import { saveApplicantNotes } from '@/services/hiring.ts';

/** Tags recruiters reach for most; any other word may be typed. */
const SUGGESTED_TAGS: MessageId[] = [
  'hiring.notes.suggest.focus',
  'hiring.notes.suggest.call',
  'hiring.notes.suggest.called',
  'hiring.notes.suggest.backup',
  'hiring.notes.suggest.pay',
];

interface NotesDialogProps {
  applicant: Applicant;
  onClose: () => void;
  onSaved: (applicant: Applicant) => void;
}

/** 备注与标签: the recruiter's private word on an applicant, for the team; the seeker never sees it. */
export function NotesDialog({ applicant, onClose, onSaved }: NotesDialogProps) {
  const t = useT();
  const [form] = Form.useForm<ApplicantNotesBody>();
  return (
    <FormDialog
      title={<T id="hiring.notes.title" values={{ name: applicant.candidate.name }} />}
      form={form}
      submit={(values, options) => saveApplicantNotes(applicant.id, { note: values.note ?? '', tags: values.tags ?? [] }, options)}
      success="hiring.notes.saved"
      onDone={onSaved}
      onClose={onClose}
      okText={t('common.save')}
      initialValues={{ note: applicant.note, tags: applicant.tags }}
      intro={
        <p className="hiring-notes-private">
          <T id="hiring.notes.private" />
        </p>
      }
    >
      <Form.Item
        name="tags"
        label={t('hiring.notes.tags')}
        extra={t('hiring.notes.tagsHint', { max: APPLICANT_TAGS_MAX, length: APPLICANT_TAG_MAX_LENGTH })}
        rules={[
          { type: 'array', max: APPLICANT_TAGS_MAX, message: t('hiring.notes.tagsMax', { max: APPLICANT_TAGS_MAX }) },
          {
            validator: (_, tags: string[] | undefined) =>
              (tags ?? []).some((tag) => tag.trim().length > APPLICANT_TAG_MAX_LENGTH)
                ? Promise.reject(new Error(t('hiring.notes.tagLength', { length: APPLICANT_TAG_MAX_LENGTH })))
                : Promise.resolve(),
          },
        ]}
      >
        <Select mode="tags" tokenSeparators={[',', '，']} options={SUGGESTED_TAGS.map((id) => ({ value: t(id), label: t(id) }))} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('hiring.notes.note')}
        rules={[{ max: APPLICANT_NOTE_MAX_LENGTH, message: t('hiring.notes.noteLength', { length: APPLICANT_NOTE_MAX_LENGTH }) }]}
      >
        <Input.TextArea rows={4} showCount maxLength={APPLICANT_NOTE_MAX_LENGTH} />
      </Form.Item>
    </FormDialog>
  );
}
