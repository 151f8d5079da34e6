import { Form, Input, Modal } from 'antd';
import { RESUME_NAME_MAX } from '@/contract/resumeFileValues.ts';
import type { Resume } from '@/contract/seeker.ts';
import { FormError } from '@/components/FormError/index.tsx';
import { useSubmit } from '@/hooks/useSubmit.ts';
import { T, useT } from '@/locales/useT.tsx';
import { renameResume } from '@/services/resumeFiles.ts';

interface RenameDialogProps {
  resume: Resume;
  onClose: () => void;
  onRenamed: (resume: Resume) => void;
}

/** Renaming a resume: the name employers and the apply dialog show (1–60 characters). */
export function RenameDialog({ resume, onClose, onRenamed }: RenameDialogProps) {
  const [form] = Form.useForm<{ name: string }>();
  const t = useT();
  const rename = useSubmit((values: { name: string }, options) => renameResume(resume.id, values.name.trim(), options), {
    form,
    success: 'resume.files.renamed',
    onSuccess: (renamed) => {
      onRenamed(renamed);
      onClose();
    },
  });

  return (
    <Modal
      open
      title={<T id="resume.files.renameTitle" />}
      okText={t('resume.files.save')}
      cancelText={t('shared.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: rename.submitting }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: resume.name }} onFinish={(values) => void rename.submit(values)}>
        <Form.Item name="name" label={t('resume.files.nameLabel')} rules={[{ required: true, whitespace: true, message: t('resume.files.nameRequired') }]}>
          <Input maxLength={RESUME_NAME_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
      <FormError error={rename.error} />
    </Modal>
  );
}
