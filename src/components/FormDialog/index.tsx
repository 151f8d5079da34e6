import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { FormError } from '@/components/FormError/index.tsx';
import { useSubmit, type SubmitOptions } from '@/hooks/useSubmit.ts';
import { useT } from '@/locales/useT.tsx';
import type { RequestOptions } from '@/services/request/index.ts';

interface FormDialogProps<V, R> {
  title: ReactNode;
  /** The form the caller made (Form.useForm), for field rules and values it reads. */
  form: FormInstance<V>;
  /** Sends the values; the options carry the request module's hints (field errors shown on the form). */
  submit: (values: V, options: RequestOptions) => Promise<R>;
  /** Called with the result once the request succeeded; the dialog then closes. */
  onDone: (result: R, values: V) => void;
  onClose: () => void;
  success?: SubmitOptions<V, R>['success'];
  okText?: string;
  okDisabled?: boolean;
  initialValues?: Partial<V>;
  /** A line above the fields. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog holding one small form that sends one request (useSubmit): OK submits the form, the API's field
 * reasons land on the fields and any other reason under them, a success closes it. The caller brings the
 * fields; every such dialog of the recruiter pages is one of these.
 */
export default function FormDialog<V extends object, R>({
  title,
  form,
  submit,
  onDone,
  onClose,
  success,
  okText,
  okDisabled,
  initialValues,
  intro,
  children,
}: FormDialogProps<V, R>) {
  const t = useT();
  const send = useSubmit(submit, {
    form,
    success,
    onSuccess: (result, values) => {
      onDone(result, values);
      onClose();
    },
  });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      cancelText={t('shared.cancel')}
      okButtonProps={{ loading: send.submitting, disabled: okDisabled }}
      destroyOnHidden
    >
      {intro}
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void send.submit(values)}>
        {children}
      </Form>
      <FormError error={send.error} />
    </Modal>
  );
}
