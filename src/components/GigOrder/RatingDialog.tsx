import { Form, Input, Rate } from 'antd';
import FormDialog from '@/components/FormDialog/index.tsx';
import { GIG_RATING_MAX, GIG_TEXT_MAX } from '@/contract/gigValues.ts';
import type { MessageId } from '@/locales/types.ts';
import { useT } from '@/locales/useT.tsx';
import type { RequestOptions } from '@/services/request/index.ts';

export interface RatingValues {
  score: number;
  comment?: string;
}

/** Rating the other side after settlement (1-5 and a comment); the caller sends it (worker or employer). */
export default function RatingDialog<R>({
  titleId,
  submit,
  onDone,
  onClose,
}: {
  titleId: MessageId;
  submit: (values: RatingValues, options: RequestOptions) => Promise<R>;
  onDone: (result: R) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<RatingValues>();
  return (
    <FormDialog
      title={t(titleId)}
      form={form}
      submit={submit}
      onDone={onDone}
      onClose={onClose}
      success="gig.rate.done"
      okText={t('gig.rate.send')}
      initialValues={{ score: 5 }}
    >
      <Form.Item name="score" label={t('gig.rate.score')} rules={[{ required: true, message: t('gig.rate.scoreRequired') }]}>
        <Rate count={GIG_RATING_MAX} aria-label={t('gig.rate.score')} />
      </Form.Item>
      <Form.Item name="comment" label={t('gig.rate.comment')}>
        <Input.TextArea maxLength={GIG_TEXT_MAX.comment} showCount rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
