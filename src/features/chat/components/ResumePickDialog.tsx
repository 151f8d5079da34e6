import { Form, Radio, Skeleton } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import type { ChatMessage } from '@/contract/chat.ts';
import { useApiRequest } from '@/hooks/useApiRequest.ts';
import { T, useT } from '@/locales/useT.tsx';
import { queryResumes } from '@/services/job.ts';
import type { RequestOptions } from '@/services/request/index.ts';

interface ResumePickDialogProps {
  /** Accepts the recruiter's 请求简历 with the resume chosen. */
  submit: (resumeId: string, options: RequestOptions) => Promise<ChatMessage>;
  onDone: (message: ChatMessage) => void;
  onClose: () => void;
}

/**
 * A seeker answering 请求简历 chooses which of their resumes goes (online or an attachment), the default one
 * chosen to start with, as when applying (issue 26, item 13).
 */
export default function ResumePickDialog({ submit, onDone, onClose }: ResumePickDialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ resumeId: string }>();
  const resumes = useApiRequest(queryResumes);
  const list = resumes.data ?? [];
  const initial = (list.find((r) => r.isDefault) ?? list[0])?.id;
  return (
    <FormDialog
      title={t('center.chat.card.pickResume')}
      form={form}
      okText={t('center.chat.card.sendResume')}
      okDisabled={!list.length}
      submit={(values, options) => submit(values.resumeId, options)}
      onDone={onDone}
      onClose={onClose}
    >
      {resumes.data ? (
        <Form.Item
          name="resumeId"
          label={t('center.chat.card.pickResume')}
          initialValue={initial}
          rules={[{ required: true, message: t('center.chat.card.pickResume') }]}
        >
          <Radio.Group>
            {list.map((r) => (
              <Radio key={r.id} value={r.id} data-resume-id={r.id}>
                {r.name} · <T id={r.kind === 'online' ? 'job.apply.online' : 'job.apply.attachment'} />
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </FormDialog>
  );
}
